import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from 'shared-contracts';
import { selectSettings, useAppSelector } from 'shared-contracts/store';
import { ColorSchemeSwitcher } from '../../features/color-scheme/ColorSchemeSwitcher';

const footerPages = ['terms', 'privacy', 'cookies', 'faq', 'service'] as const;

export function SiteFooter() {
  const { t } = useTranslation('shell');
  const settings = useAppSelector(selectSettings);
  return (
    <footer className="site-footer border-top py-4 mt-5 small text-body-secondary">
      <div className="container d-flex flex-column flex-md-row gap-3 justify-content-between">
        <ul className="list-inline mb-0">
          {footerPages.map((page) => (
            <li className="list-inline-item" key={page}>
              <Link className="link-secondary" to={routePath(`pages-${page}`)}>
                {t(`footer.${page}`)}
              </Link>
            </li>
          ))}
        </ul>
        <div className="d-flex flex-column flex-sm-row gap-3 align-items-sm-center">
          <ColorSchemeSwitcher />
          <p className="mb-0">
            {t('footer.copyright', { year: new Date().getFullYear(), company: settings?.company_name ?? '' })}
          </p>
        </div>
      </div>
    </footer>
  );
}
