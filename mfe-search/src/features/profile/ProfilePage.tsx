import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { isolate, routePath } from 'shared-contracts';
import { pageNotFound, useAppDispatch, useSettings, useUser } from 'shared-contracts/store';
import { FictionalLegend, FictionalMark } from '../../shared/cards/FictionalMark';
import { LikeButton } from '../../shared/cards/LikeButton';
import { countryName, languageName, photoUrl } from '../../shared/cards/names';
import { NameAndAge, Place } from '../../shared/cards/UserText';
import { useGetProfileQuery } from '../../shared/likesApi';
import { useBlockMemberMutation } from './profileActionsApi';
import { ReportDialog } from './ReportDialog';

const isMemberId = (value: string | undefined) => value !== undefined && /^\d{1,9}$/.test(value) && Number(value) > 0;

/**
 * /members/{memberId} and /likes/m/{memberId} (docs/product.md §2): photos, the visible fields and notes, age and
 * place, the fictional mark; like and chat for members — also when opened from the likes pages, whose lists (not this
 * page) hide chat and visit buttons, so a member can like back —, block and report. A missing or deleted member
 * shows the 404 page. Opening it marks the member's like as seen.
 */
export default function ProfilePage() {
  const { t, i18n } = useTranslation('search');
  const { memberId } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const settings = useSettings();
  const user = useUser();
  const validId = isMemberId(memberId);
  const { data: profile, error, isLoading } = useGetProfileQuery(Number(memberId), { skip: !validId });
  const [block, { isLoading: blocking }] = useBlockMemberMutation();
  const [photoIndex, setPhotoIndex] = useState(0);
  const [reporting, setReporting] = useState(false);
  const notFound = !validId || (error !== undefined && 'status' in error && (error.status === 404 || error.status === 400));

  useEffect(() => {
    if (notFound) dispatch(pageNotFound({ pathname }));
  }, [notFound, pathname, dispatch]);

  // The member's name names the tab (the shell's generic title is set before the profile arrives); isolated, as a
  // title is one line of text where no <bdi> can go.
  const title = profile ? `${isolate(profile.name)} · ${settings.name}` : null;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  if (isLoading) {
    return (
      <div className="spinner-border text-primary" role="status">
        <span className="visually-hidden">{t('search.loading')}</span>
      </div>
    );
  }
  if (!profile) return error && !notFound ? <p className="text-body-secondary">{t('profile.failed')}</p> : null;

  const locale = i18n.language;
  const isSelf = user?.profile.id === profile.id;
  const photo = profile.images[Math.min(photoIndex, profile.images.length - 1)];
  const region = (settings.region_data[profile.country] ?? []).find((candidate) => candidate.id === profile.countryregion)?.name;
  const selectFields = settings.visible_profile_fields.filter((name) => profile.fields[name]);
  const notes = settings.visible_profile_notes.filter((name) => profile.fields[name]);

  const onBlock = async () => {
    if (!window.confirm(t('profile.blockConfirm', { name: isolate(profile.name) }))) return;
    try {
      await block(profile.id).unwrap();
      void navigate(routePath('members'));
    } catch (blockError) {
      console.error('Blocking failed', blockError);
    }
  };

  return (
    <article className="row g-4" aria-labelledby="profile-name" data-testid="profile-page">
      <div className="col-md-5">
        <div className="ratio ratio-1x1 bg-body-secondary rounded-3 overflow-hidden">
          {photo ? (
            <img src={photoUrl(settings.cdn_prefix, photo.filename)} alt={t('profile.photoOf', { name: profile.name })} className="object-fit-cover" data-testid="profile-photo" />
          ) : (
            <span className="d-flex align-items-center justify-content-center display-1 text-body-tertiary">{profile.name.slice(0, 1).toUpperCase()}</span>
          )}
        </div>
        {profile.images.length > 1 && (
          <ul className="list-unstyled d-flex flex-wrap gap-2 mt-2" aria-label={t('profile.photos')}>
            {profile.images.map((image, index) => (
              <li key={image.id}>
                <button type="button" className={`btn p-0 border rounded-2 overflow-hidden ${index === photoIndex ? 'border-primary border-2' : ''}`} aria-pressed={index === photoIndex} onClick={() => setPhotoIndex(index)}>
                  <img src={photoUrl(settings.cdn_prefix, image.thumb_filename)} alt={t('profile.photoNumber', { number: index + 1 })} width={64} height={64} className="object-fit-cover d-block" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="col-md-7">
        <h1 className="h2 mb-1" id="profile-name">
          <NameAndAge name={profile.name} age={profile.age} />
          {profile.fictional && <FictionalMark />}
        </h1>
        <p className="text-body-secondary mb-1" data-testid="profile-place">
          <Place parts={[profile.city, region, countryName(profile.country, locale)]} />
        </p>
        {profile.language && <p className="small text-body-secondary">{t('profile.speaks', { language: languageName(profile.language, locale) })}</p>}
        <FictionalLegend profiles={[profile]} />

        {user && !isSelf && (
          <div className="d-flex flex-wrap gap-2 my-3">
            <LikeButton profile={profile} liked={profile.liked} size="lg" />
            <Link className="btn btn-lg btn-primary" to={routePath('members-memberId-chat', { memberId: profile.id })}>
              {t('profile.chat')}
            </Link>
          </div>
        )}
        {!user && (
          <div className="alert alert-primary my-3" data-testid="visitor-invite">
            <p className="mb-2">{t('profile.visitorInvite', { name: isolate(profile.name) })}</p>
            <Link className="btn btn-primary" to={`${routePath('signup')}?profile=${profile.id}`}>
              {t('search.visitorSignup')}
            </Link>
          </div>
        )}

        {selectFields.length > 0 && (
          <dl className="row mb-3" data-testid="profile-fields">
            {selectFields.map((name) => (
              <div className="col-sm-6 d-flex gap-2" key={name}>
                <dt className="fw-semibold">{t(`fields.${name}.label`, { defaultValue: name })}</dt>
                <dd className="mb-1">{t(`fields.${name}.${profile.fields[name]}`, { defaultValue: profile.fields[name] })}</dd>
              </div>
            ))}
          </dl>
        )}
        {notes.map((name) => (
          <section key={name} className="mb-3">
            <h2 className="h6">{t(`notes.${name}`, { defaultValue: name })}</h2>
            <p className="mb-0 text-break" style={{ whiteSpace: 'pre-line' }} dir="auto">
              {profile.fields[name]}
            </p>
          </section>
        ))}

        {user && !isSelf && (
          <div className="d-flex flex-wrap gap-2 mt-4 pt-3 border-top">
            <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => void onBlock()} disabled={blocking}>
              {t('profile.block')}
            </button>
            <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => setReporting(true)}>
              {t('profile.report')}
            </button>
          </div>
        )}
      </div>
      {reporting && <ReportDialog profileId={profile.id} name={profile.name} onClose={() => setReporting(false)} />}
    </article>
  );
}
