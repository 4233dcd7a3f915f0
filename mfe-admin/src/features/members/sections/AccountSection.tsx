import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberDetails } from 'shared-contracts/api/admin';
import { Blank } from '../../../shared/Blank';
import { languageName, useFormat } from '../../../shared/format';
import { useProfileFieldText } from '../../../shared/moderation/profileFieldText';

/** Label and value pairs of a card; an empty value is a dash (words to a screen reader), not a gap. */
function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="row mb-0 small">
      {rows.map(([label, value]) => (
        <div className="col-12 col-sm-6 mb-2" key={label}>
          <dt className="text-body-secondary fw-normal">{label}</dt>
          <dd className="mb-0 text-break">{value === '' || value === null ? <Blank /> : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The account: state, signup and where it came from, language, money and notification choices. */
export function AccountSection({ account }: { account: MemberDetails['account'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const yesNo = (value: boolean) => t(value ? 'member.yes' : 'member.no');
  const tracking = Object.entries(account.tracking);
  return (
    <section className="card h-100" aria-labelledby="member-account-heading">
      <div className="card-body">
        <h2 className="h5" id="member-account-heading">
          {t('member.section.account')}
        </h2>
        <Facts
          rows={[
            [t('member.id'), `#${account.id}`],
            [t('members.site'), account.site.name],
            [t('member.status'), t(`members.stateName.${account.status}`)],
            [
              t('member.restriction'),
              account.restriction
                ? `${t(`members.stateName.${account.restriction}`)}${account.restricted_until ? ` · ${t('member.until', { date: format.dateTime(account.restricted_until) })}` : ''}`
                : t('member.none'),
            ],
            [
              t('member.confirmed'),
              account.confirmed ? format.dateTime(account.activated_at) || yesNo(true) : yesNo(false),
            ],
            [t('members.signedUp'), format.dateTime(account.signup_date)],
            [t('member.language'), languageName(account.language)],
            [t('member.timezone'), account.timezone],
            [t('member.signupAddress'), account.signup_address],
            [t('member.referrer'), account.referrer],
            [t('member.formPath'), account.form_path],
            [
              t('member.tracking'),
              tracking.length ? tracking.map(([key, value]) => `${key}=${String(value)}`).join(', ') : '',
            ],
            [t('members.credits'), format.number(account.credits)],
            [t('member.premiumUntil'), format.dateTime(account.premium_until) || t('member.none')],
            [
              t('member.notifications'),
              (['messages', 'likes', 'newsletter'] as const)
                .filter((kind) => account.notification_preferences[kind])
                .map((kind) => t(`member.notification.${kind}`))
                .join(', ') || t('member.none'),
            ],
            [t('member.openSessions'), format.number(account.open_sessions)],
          ]}
        />
      </div>
    </section>
  );
}

/** Every profile field, the site's own ones (about me, looks…) by their names. */
export function ProfileSection({ profile }: { profile: MemberDetails['profile'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const fieldText = useProfileFieldText();
  return (
    <section className="card h-100" aria-labelledby="member-profile-heading">
      <div className="card-body">
        <h2 className="h5" id="member-profile-heading">
          {t('member.profile')}
        </h2>
        {profile ? (
          <Facts
            rows={[
              [t('member.profileId'), `#${profile.id}`],
              [t('members.name'), profile.name],
              [
                t('member.gender'),
                profile.gender ? t(`member.genderName.${profile.gender}`, { defaultValue: profile.gender }) : '',
              ],
              [
                t('member.birthdate'),
                profile.date_of_birth
                  ? `${format.date(profile.date_of_birth)} (${t('member.age', { age: profile.age })})`
                  : '',
              ],
              [t('member.place'), [profile.city, profile.region_name, profile.country].filter(Boolean).join(', ')],
              [t('member.language'), languageName(profile.language)],
              [t('member.profileStatus'), t(`members.stateName.${profile.status}`, { defaultValue: profile.status })],
              [t('member.lastActive'), format.dateTime(profile.last_active)],
              ...Object.entries(profile.fields).map(([field, value]): [string, ReactNode] => [
                fieldText.label(field),
                fieldText.value(field, String(value ?? '')),
              ]),
            ]}
          />
        ) : (
          <p className="text-body-secondary mb-0">{t('member.noProfile')}</p>
        )}
      </div>
    </section>
  );
}
