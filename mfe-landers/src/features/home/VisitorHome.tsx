import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { nicheById, routePath } from 'shared-contracts';
import { selectSettings, useAppSelector } from 'shared-contracts/store';
import { Icon, type IconName } from '../../shared/Icons';
import { ProfileTile } from '../../shared/ProfileTile';
import { useSignupHref } from '../../shared/SignupCta';
import { LanderStyles } from '../../shared/styles';
import { useLanderProfiles } from '../../shared/useLanderProfiles';

/** Faces in the hero: two rows of three, the first row in view on a phone below the call to action. */
const SHOWN = 6;
const PER_ROW = 3;

/** Whole rows only: a site with few members to show shows fewer rows rather than a row with a gap. */
const wholeRows = <T,>(items: readonly T[]) =>
  items.length < PER_ROW ? items : items.slice(0, items.length - (items.length % PER_ROW));

const steps: readonly [point: string, icon: IconName][] = [
  ['join', 'users'],
  ['search', 'pin'],
  ['chat', 'chat'],
];

function Point({ point, icon, title }: { point: string; icon: IconName; title: string }) {
  const { t } = useTranslation('landers');
  const settings = useAppSelector(selectSettings);
  return (
    <div className="d-flex gap-3">
      <span className="home-point-icon flex-shrink-0" aria-hidden="true">
        <Icon name={icon} />
      </span>
      <div>
        <h3 className="h5 mb-1">{title}</h3>
        <p className="text-body-secondary mb-0">
          {t(`home.points.${point}.body`, { site: settings?.name ?? '', icon: settings?.fictional_icon ?? '' })}
        </p>
      </div>
    </div>
  );
}

/** A titled row of points: the steps, numbered, or the promises. */
function PointsSection({
  id,
  title,
  points,
  numbered = false,
}: {
  id: string;
  title: string;
  points: readonly (readonly [point: string, icon: IconName])[];
  numbered?: boolean;
}) {
  const { t } = useTranslation('landers');
  const List = numbered ? 'ol' : 'ul';
  return (
    <section className="py-4 border-top" aria-labelledby={id}>
      <h2 className="h3 mb-4 text-center" id={id}>
        {title}
      </h2>
      <List className="row list-unstyled g-4 mb-0">
        {points.map(([point, icon], index) => {
          const name = t(`home.points.${point}.title`);
          return (
            <li className="col-lg-4" key={point}>
              <Point
                point={point}
                icon={icon}
                title={numbered ? t('home.step', { number: index + 1, title: name }) : name}
              />
            </li>
          );
        })}
      </List>
    </section>
  );
}

/**
 * The home page of a visitor (docs/product.md §2 "Home"): who is here (the site's showcased members of its niche and
 * the visitor's country, the landers' public card data), how it works and what keeps it safe, with the signup first on
 * a phone. Prerendered like the landers: the faces come with the page's markup.
 */
export default function VisitorHome() {
  const { t } = useTranslation('landers');
  const signupHref = useSignupHref();
  const settings = useAppSelector(selectSettings);
  const site = settings?.name ?? '';
  const answer = useLanderProfiles(nicheById(settings?.niche ?? 1), SHOWN);
  const slots = answer ? wholeRows(answer.profiles) : Array.from({ length: SHOWN }, () => null);
  const safety: (readonly [string, IconName])[] = [
    ['moderation', 'shield'],
    ['privacy', 'lock'],
    // Only where the site runs fictional profiles and marks them (docs/product.md §2).
    ...(settings?.fictional_icon ? [['fictional', 'sparkle'] as const] : []),
  ];
  return (
    <div data-testid="home-visitor">
      <LanderStyles />
      <section className="row align-items-center g-4 py-4 py-lg-5">
        <div className="col-lg-6 text-center text-lg-start">
          <h1 className="display-5 fw-bold">{t('home.headline', { site })}</h1>
          <p className="lead text-body-secondary">{t('home.intro')}</p>
          <div className="d-flex flex-column flex-sm-row justify-content-center justify-content-lg-start gap-2 mt-4">
            <Link className="btn btn-primary btn-lg px-4 rounded-pill fw-semibold" to={signupHref}>
              {t('home.signup')}
            </Link>
            <Link className="btn btn-outline-secondary btn-lg px-4 rounded-pill" to={routePath('login')}>
              {t('home.login')}
            </Link>
          </div>
          <p className="small text-body-secondary mt-2 mb-0">{t('common.freeNote')}</p>
        </div>
        {slots.length > 0 && (
          <div className="col-lg-6">
            <ul className="home-showcase list-unstyled mb-0" aria-label={t('home.showcase', { site })}>
              {slots.map((profile, index) => (
                <li key={profile?.id ?? `slot-${index}`}>
                  {/* Not eager: on a slow line the photos would share the bandwidth with the style sheet the page's
                      first paint waits for (its text is the largest paint), which they must not delay. */}
                  <ProfileTile profile={profile} />
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>

      <PointsSection id="home-how" title={t('home.howTitle')} points={steps} numbered />
      <PointsSection id="home-safe" title={t('home.safeTitle')} points={safety} />

      <section className="py-5 border-top text-center">
        <h2 className="h3 mb-3">{t('home.finalTitle', { site })}</h2>
        <Link className="btn btn-primary btn-lg px-5 rounded-pill fw-semibold" to={signupHref}>
          {t('home.signup')}
        </Link>
      </section>
    </div>
  );
}
