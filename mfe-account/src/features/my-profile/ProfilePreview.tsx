import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { displayName } from 'shared-contracts';
import { useSettings } from 'shared-contracts/store';
import { useMyPublicProfileQuery } from './myProfileApi';

/**
 * "How others see me" (docs/product.md §2 My profile): the member's own public profile, from the same call other
 * members' profile pages make, loaded again after every save (each invalidates it).
 */
export function ProfilePreview({ profileId }: { profileId: number }) {
  const { t, i18n } = useTranslation('account');
  const settings = useSettings();
  const headingId = useId();
  // The last profile loaded stays while it loads again, and when loading it again fails.
  const { data: profile, isError: failed } = useMyPublicProfileQuery(profileId);

  const region = profile
    ? settings.region_data[profile.country]?.find((candidate) => candidate.id === profile.countryregion)?.name
    : undefined;
  const place = profile
    ? [profile.city, region, profile.country ? displayName('region', profile.country, i18n.language) : '']
        .filter(Boolean)
        .join(', ')
    : '';
  const selects = profile
    ? settings.visible_profile_fields.filter(
        (field) => (settings.allowed_values[field] ?? []).length && profile.fields[field],
      )
    : [];
  const notes = profile ? settings.visible_profile_notes.filter((field) => profile.fields[field]) : [];

  return (
    <section className="card shadow-sm mb-4" aria-labelledby={headingId} data-testid="profile-preview">
      <div className="card-body">
        <h2 className="h5 card-title" id={headingId}>
          {t('myProfile.preview.title')}
        </h2>
        <p className="text-body-secondary small">{t('myProfile.preview.intro')}</p>
        {failed && <p role="alert">{t('myProfile.preview.failed')}</p>}
        {profile && (
          <div className="d-flex flex-column flex-sm-row gap-3">
            {profile.main_image ? (
              <img
                src={`${settings.cdn_prefix}${profile.main_image.thumb_filename}`}
                alt={t('myProfile.preview.mainPhoto')}
                width={160}
                height={160}
                className="rounded-3 object-fit-cover flex-shrink-0"
                data-testid="preview-main-photo"
              />
            ) : (
              <div
                className="rounded-3 bg-body-tertiary d-flex align-items-center justify-content-center text-body-secondary flex-shrink-0"
                style={{ width: 160, height: 160 }}
              >
                {t('myProfile.preview.noPhoto')}
              </div>
            )}
            <div className="flex-grow-1 min-w-0">
              <p className="h4 mb-1 text-break" data-testid="preview-name">
                {profile.name}
                {profile.age !== null && (
                  <span className="fw-normal text-body-secondary" data-testid="preview-age">
                    , {t('myProfile.preview.age', { count: profile.age })}
                  </span>
                )}
              </p>
              {place && <p className="text-body-secondary mb-2">{place}</p>}
              {selects.length > 0 && (
                <dl className="row small mb-2">
                  {selects.map((field) => (
                    <div key={field} className="col-12 d-flex gap-2">
                      <dt className="fw-semibold">{t(`myProfile.fields.${field}.label`, { defaultValue: field })}</dt>
                      <dd className="mb-1">
                        {t(`myProfile.fields.${field}.${profile.fields[field]}`, {
                          defaultValue: profile.fields[field],
                        })}
                      </dd>
                    </div>
                  ))}
                </dl>
              )}
              {notes.map((field) => (
                <div key={field} className="mb-2">
                  <h3 className="h6 mb-1">{t(`myProfile.notes.${field}`, { defaultValue: field })}</h3>
                  <p
                    className="mb-0 text-break"
                    style={{ whiteSpace: 'pre-line' }}
                    data-testid={`preview-note-${field}`}
                  >
                    {profile.fields[field]}
                  </p>
                </div>
              ))}
              {profile.images.length > 1 && (
                <p className="small text-body-secondary mb-0">
                  {t('myProfile.preview.photos', { count: profile.images.length })}
                </p>
              )}
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
