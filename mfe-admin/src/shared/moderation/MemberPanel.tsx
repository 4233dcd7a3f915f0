import { useTranslation } from 'react-i18next';
import type { ModeratedMember } from 'shared-contracts/api/admin';
import { useSettings } from 'shared-contracts/store';
import { useFormat } from '../format';
import { photoLinks } from './photoLinks';
import { ProfileTexts } from './ProfileTexts';

/**
 * The member a case or an appeal is about, as moderators need to see them (docs/operators.md "Reports"): account state
 * and restriction, profile, texts, and every photo with its state, also those other members cannot see.
 */
export function MemberPanel({ member }: { member: ModeratedMember }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { cdn_prefix: cdn } = useSettings();
  const { profile, account } = member;
  const texts = profile.text_fields.filter((field) => profile.fields[field]);
  return (
    <section className="card mb-4" aria-labelledby="member-heading" data-testid="member-panel">
      <div className="card-body">
        <h2 className="h5" id="member-heading">
          <bdi>{profile.name}</bdi>
          {profile.age !== null && <span className="fw-normal">, {profile.age}</span>}
        </h2>
        <dl className="row mb-0 small">
          <dt className="col-5 col-md-3">{t('moderation.member.place')}</dt>
          <dd className="col-7 col-md-9">
            <bdi>{[profile.city, profile.country].filter(Boolean).join(', ')}</bdi>
          </dd>
          <dt className="col-5 col-md-3">{t('moderation.member.profileStatus')}</dt>
          <dd className="col-7 col-md-9" data-testid="profile-status">
            {t(`members.stateName.${profile.status}`, { defaultValue: profile.status })}
            {profile.fictional && ` · ${t('moderation.member.fictional')}`}
          </dd>
          {account ? (
            <>
              <dt className="col-5 col-md-3">{t('moderation.member.email')}</dt>
              <dd className="col-7 col-md-9 text-break">{account.email}</dd>
              <dt className="col-5 col-md-3">{t('moderation.member.account')}</dt>
              <dd className="col-7 col-md-9">
                {t(`members.stateName.${account.status}`, { defaultValue: account.status })} ·{' '}
                {t('moderation.member.signedUp', { date: format.date(account.signup_date) })}
              </dd>
              <dt className="col-5 col-md-3">{t('moderation.member.restriction')}</dt>
              <dd className="col-7 col-md-9" data-testid="member-restriction">
                {account.restriction === 'banned'
                  ? t('moderation.restriction.banned')
                  : account.restriction === 'suspended'
                    ? t('moderation.restriction.suspended', { date: format.dateTime(account.restricted_until) })
                    : t('moderation.restriction.none')}
              </dd>
            </>
          ) : (
            <dd className="col-12 text-body-secondary">{t('moderation.member.noMember')}</dd>
          )}
        </dl>
        <ProfileTexts texts={texts.map((field) => [field, profile.fields[field] ?? ''])} className="mt-3 mb-0" />
        {profile.photos.length > 0 && (
          <ul className="list-unstyled d-flex flex-wrap gap-3 mt-3 mb-0" aria-label={t('moderation.member.photos')}>
            {profile.photos.map((photo) => {
              const files = photoLinks(photo, {
                full: `${cdn}${photo.filename}`,
                thumb: `${cdn}${photo.thumb_filename}`,
              });
              return (
                <li key={photo.id} className="text-center small" style={{ width: '7.5rem' }}>
                  <a href={files.full} target="_blank" rel="noreferrer">
                    <img
                      src={files.thumb}
                      alt={t('moderation.member.photoAlt', { id: photo.id, name: profile.name })}
                      width={120}
                      height={120}
                      className="rounded object-fit-cover"
                      style={photo.visibility === 'public' ? undefined : { opacity: 0.6 }}
                    />
                  </a>
                  <div>
                    {t(`moderation.visibility.${photo.visibility}`)}
                    {photo.main && ` · ${t('moderation.member.main')}`}
                  </div>
                  {photo.nudity_score !== null && (
                    <div className="text-body-secondary">
                      {t('moderation.member.score', { score: format.percent(photo.nudity_score) })}
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
