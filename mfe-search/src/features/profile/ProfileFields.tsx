import { useTranslation } from 'react-i18next';
import type { ProfileDetail } from 'shared-contracts/api/search';
import { useSettings } from 'shared-contracts/store';

/** The select fields the site shows (eye colour, relationship, …) that the member filled in, as label–value pairs. */
export function ProfileFields({ profile }: { profile: ProfileDetail }) {
  const { t } = useTranslation('search');
  const selectFields = useSettings().visible_profile_fields.filter((name) => profile.fields[name]);
  if (selectFields.length === 0) return null;
  return (
    <dl className="row mb-3" data-testid="profile-fields">
      {selectFields.map((name) => (
        <div className="col-sm-6 d-flex gap-2" key={name}>
          <dt className="fw-semibold">{t(`fields.${name}.label`, { defaultValue: name })}</dt>
          <dd className="mb-1">
            {t(`fields.${name}.${profile.fields[name]}`, { defaultValue: profile.fields[name] })}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The free-text notes the site shows (about me, …) that the member wrote, each under its heading. */
export function ProfileNotes({ profile }: { profile: ProfileDetail }) {
  const { t } = useTranslation('search');
  const notes = useSettings().visible_profile_notes.filter((name) => profile.fields[name]);
  return notes.map((name) => (
    <section key={name} className="mb-3">
      <h2 className="h6">{t(`notes.${name}`, { defaultValue: name })}</h2>
      <p className="mb-0 text-break" style={{ whiteSpace: 'pre-line' }} dir="auto">
        {profile.fields[name]}
      </p>
    </section>
  ));
}
