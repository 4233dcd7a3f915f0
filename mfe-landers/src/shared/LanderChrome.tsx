import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from 'shared-contracts';
import type { LanderProfile } from 'shared-contracts/api';
import { selectSettings, useAppSelector } from 'shared-contracts/store';
import { LanderStyles } from './styles';

/** The site's name and a login link, over a full-page lander (the `empty` layout has no header). */
export function LanderTopBar({ site, dark = true }: { site: string; dark?: boolean }) {
  const { t } = useTranslation('landers');
  return (
    <header className={`lander-topbar ${dark ? 'text-white' : ''}`}>
      <div className="container d-flex align-items-center justify-content-between py-3">
        <span className="lander-brand fw-bold fs-5" data-testid="lander-brand">
          <HeartMark /> {site}
        </span>
        <Link to={routePath('login')} className={`btn btn-sm ${dark ? 'btn-outline-light' : 'btn-outline-dark'}`}>
          {t('common.login')}
        </Link>
      </div>
    </header>
  );
}

function HeartMark() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" className="me-1 align-text-bottom">
      <path
        fill="currentColor"
        d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.6 1.1 4.4 2.6.8-1.5 2.3-2.6 4.4-2.6 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z"
      />
    </svg>
  );
}

/**
 * The site's mark (settings.fictional_icon) on a fictional profile, wherever a lander shows one: beside its name, or
 * on its photo where nothing names it. The page's FictionalNote says what it means, so the mark itself stays silent.
 */
export function FictionalMark({
  profile,
  className = 'ms-1',
}: {
  profile: Pick<LanderProfile, 'fictional'>;
  className?: string;
}) {
  const icon = useAppSelector(selectSettings)?.fictional_icon ?? '';
  if (!icon || !profile.fictional) return null;
  return (
    <span className={className} aria-hidden="true" data-testid="fictional-mark">
      {icon}
    </span>
  );
}

/** What the fictional mark means, once on a page that shows a marked profile (docs/product.md §1). */
export function FictionalNote({
  profiles,
  className = '',
}: {
  profiles: readonly LanderProfile[];
  className?: string;
}) {
  const { t } = useTranslation('landers');
  const icon = useAppSelector(selectSettings)?.fictional_icon ?? '';
  if (!icon || !profiles.some((profile) => profile.fictional)) return null;
  return (
    <p className={`small mb-0 ${className}`} data-testid="fictional-legend">
      {icon} {t('common.fictionalLegend')} <Link to={routePath('pages-terms')}>{t('common.terms')}</Link>
    </p>
  );
}

/** Terms, privacy and the adults-only line, for the full-page landers (the `lander` layout has the site footer). */
export function LanderFooter({ dark = false }: { dark?: boolean }) {
  const { t } = useTranslation('landers');
  const linkClass = dark ? 'link-light' : 'link-body-emphasis';
  return (
    <footer className={`lander-footer small py-4 ${dark ? 'text-white' : 'text-body-emphasis'}`}>
      <div className="container d-flex flex-wrap gap-3 justify-content-center">
        <span>{t('common.adults')}</span>
        <Link className={linkClass} to={routePath('pages-terms')}>
          {t('common.terms')}
        </Link>
        <Link className={linkClass} to={routePath('pages-privacy')}>
          {t('common.privacy')}
        </Link>
      </div>
    </footer>
  );
}

/** Every lander's root: its styles inline (they are in the prerendered markup too) and a test hook. */
export function LanderPage({
  type,
  className = '',
  children,
}: {
  type: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`lander lander-${type} ${className}`} data-testid={`lander-${type}`}>
      <LanderStyles />
      {children}
    </div>
  );
}
