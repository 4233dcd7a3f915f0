import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { legalPages, routePath } from 'shared-contracts';
import { useSettings } from 'shared-contracts/store';
import { useFormat } from '../../shared/format';
import { dmcaSection, zeroTolerance, type EnglishSection } from './englishSections';

type LegalPageName = (typeof legalPages)[number];

interface Section {
  h: string;
  p: string[];
}

interface Props {
  /** Set when the shell shows the page in its terms-modal or privacy-modal, which carries the title itself. */
  page?: LegalPageName;
  embedded?: boolean;
}

/**
 * /pages/terms, privacy, cookies, return-policy, ban, faq and service: the page is picked by the route, the text comes
 * from the catalog filled in with the company settings. These routes are prerendered, so everything renders on the
 * first render from the settings already in the store (docs/architecture.md, "First paint").
 */
export default function LegalPage({ page: shown, embedded = false }: Props) {
  const { t } = useTranslation('account');
  const settings = useSettings();
  const format = useFormat();
  const { pathname } = useLocation();
  const slug = pathname.replace(/\/+$/, '').split('/').pop();
  const page: LegalPageName = shown ?? legalPages.find((name) => name === slug) ?? 'terms';
  const company = settings.company_name;
  const values = {
    site: settings.name,
    domain: settings.domain,
    company,
    address: `${settings.company_address}, ${settings.company_city}, ${format.country(settings.company_country)}`,
    email: settings.support_email,
    plural: settings.fictional_plural,
    icon: settings.fictional_icon,
  };
  const sections = (key: string) => t(key, { ...values, returnObjects: true }) as unknown as Section[];
  const withDmca =
    page === 'terms' &&
    !!settings.dmca_tradename &&
    settings.company_tradenames.some((tradename) => tradename.name === settings.dmca_tradename);

  let body = sections(`legal.${page}.sections`);
  if (page === 'faq' && settings.fictional_plural)
    body = [...body.slice(0, 2), ...sections('legal.faq.fictional'), ...body.slice(2)];

  return (
    <article className="legal-page" style={{ maxWidth: '48rem' }}>
      {!embedded && <h1 className="h3 mb-3">{t(`legal.${page}.title`)}</h1>}
      {(page === 'service' || page === 'ban') && <Contact />}
      {body.map((section) => (
        <section key={section.h} className="mb-4">
          <h2 className="h5">{section.h}</h2>
          {section.p.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      {page === 'terms' && <English section={zeroTolerance} testId="zero-tolerance" />}
      {withDmca && <English section={dmcaSection(company, settings.support_email)} testId="dmca" />}
      {(page === 'terms' || page === 'privacy' || page === 'return-policy') && <CompanyDetails />}
    </article>
  );
}

/** A section in English whatever the locale, marked so screen readers pronounce it as English. */
function English({ section, testId }: { section: EnglishSection; testId: string }) {
  return (
    <section lang="en" className="mb-4" data-testid={testId}>
      <h2 className="h5">{section.heading}</h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </section>
  );
}

/** Who runs the site: the company settings (docs/product.md §3). Empty fields are left out. */
function CompanyDetails() {
  const { t } = useTranslation('account');
  const settings = useSettings();
  const format = useFormat();
  const rows: [string, string][] = [
    [t('legal.company.name'), settings.company_name],
    [t('legal.company.address'), `${settings.company_address}, ${settings.company_city}`],
    [t('legal.company.country'), format.country(settings.company_country)],
    [t('legal.company.registration'), settings.company_kvk],
    [t('legal.company.vat'), settings.company_vat_numbers.join(', ')],
    [t('legal.company.tradenames'), settings.company_tradenames.map((tradename) => tradename.name).join(', ')],
    [t('legal.company.email'), settings.support_email],
    [t('legal.company.phone'), settings.support_phone],
  ];
  return (
    <section className="mb-4" data-testid="company-details">
      <h2 className="h5">{t('legal.company.heading')}</h2>
      <dl className="mb-0">
        {rows
          .filter(([, value]) => value.trim() !== '')
          .map(([label, value]) => (
            <div key={label} className="mb-1">
              <dt className="d-inline fw-semibold">{label}: </dt>
              <dd className="d-inline mb-0 text-break">{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}

/** Customer service's e-mail address and phone number as links. */
function Contact() {
  const { t } = useTranslation('account');
  const settings = useSettings();
  return (
    <section className="card mb-4" data-testid="contact">
      <div className="card-body">
        <h2 className="h5">{t('legal.contact.heading')}</h2>
        <ul className="list-unstyled mb-0">
          {settings.support_email && (
            <li className="mb-1">
              {t('legal.contact.email')}:{' '}
              <a className="text-break" href={`mailto:${settings.support_email}`}>
                {settings.support_email}
              </a>
            </li>
          )}
          {settings.support_phone && (
            <li>
              {t('legal.contact.phone')}:{' '}
              <a className="text-nowrap" href={`tel:${telephone(settings.support_phone)}`}>
                {settings.support_phone}
              </a>
            </li>
          )}
          <li className="mt-2">
            <Link to={routePath('complaints')}>{t('legal.contact.complaint')}</Link>
          </li>
        </ul>
      </div>
    </section>
  );
}

/** "+31 (0)20 123 4567" → "+31201234567": the trunk zero in brackets is not dialled from abroad. */
function telephone(phone: string): string {
  return phone.replace(/\(0\)/g, '').replace(/[^+\d]/g, '');
}
