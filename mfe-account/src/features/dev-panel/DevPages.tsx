import { useTranslation } from 'react-i18next';
import { NavLink, useRoutes } from 'react-router';
import { routePath } from 'shared-contracts';
import { legalModalRequested, toastRequested, useAppDispatch } from 'shared-contracts/store';
import { DevActions } from './DevActions';

const previews = ['dialogs', 'top-nav', 'activate-reminder'] as const;

/**
 * /_dev (developer tools only, docs/product.md §2 Dev panel): the panel's actions and previews of the parts of the
 * site that are hard to reach by clicking: the dialogs, the top navigation at every width, the activation reminder.
 */
export default function DevPages() {
  const { t } = useTranslation('account');
  const base = routePath('dev');
  const preview = useRoutes([
    {
      index: true,
      element: (
        <section style={{ maxWidth: '20rem' }}>
          <h2 className="h5">{t('devTools.actions')}</h2>
          <DevActions />
        </section>
      ),
    },
    { path: 'dialogs', element: <DialogsPreview /> },
    { path: 'top-nav', element: <FramedPreview preview="top-nav" path={routePath('pages-faq')} /> },
    {
      path: 'activate-reminder',
      element: <FramedPreview preview="activate-reminder" path={`${routePath('complete-signup')}#confirm-email`} />,
    },
  ]);
  return (
    <div data-testid="dev-pages">
      <h1 className="h3 mb-3">{t('devTools.title')}</h1>
      <nav aria-label={t('devTools.title')} className="mb-4">
        <ul className="nav nav-pills flex-wrap">
          <li className="nav-item">
            <NavLink end className="nav-link" to={base}>
              {t('devTools.actions')}
            </NavLink>
          </li>
          {previews.map((name) => (
            <li className="nav-item" key={name}>
              <NavLink className="nav-link" to={`${base}/${name}`}>
                {t(`devTools.preview.${name}.title`)}
              </NavLink>
            </li>
          ))}
          <li className="nav-item">
            <a className="nav-link" href={`${base}/mail`}>
              {t('devTools.outbox')}
            </a>
          </li>
        </ul>
      </nav>
      {preview}
    </div>
  );
}

function DialogsPreview() {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const variants = ['success', 'danger', 'warning', 'info'] as const;
  return (
    <section>
      <h2 className="h5">{t('devTools.preview.dialogs.title')}</h2>
      <p className="text-body-secondary">{t('devTools.preview.dialogs.intro')}</p>
      <div className="d-flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={() => dispatch(legalModalRequested('terms'))}
        >
          {t('devTools.preview.dialogs.terms')}
        </button>
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={() => dispatch(legalModalRequested('privacy'))}
        >
          {t('devTools.preview.dialogs.privacy')}
        </button>
        {variants.map((variant) => (
          <button
            key={variant}
            type="button"
            className="btn btn-outline-secondary"
            onClick={() => dispatch(toastRequested({ variant, body: t('devTools.preview.dialogs.toastBody') }))}
          >
            {t('devTools.preview.dialogs.toast', { variant })}
          </button>
        ))}
      </div>
    </section>
  );
}

/** A page of the site in frames as wide as a phone, a tablet and a desktop, as the current visitor or member. */
function FramedPreview({ preview, path }: { preview: 'top-nav' | 'activate-reminder'; path: string }) {
  const { t } = useTranslation('account');
  const widths = [390, 768, 1280];
  return (
    <section>
      <h2 className="h5">{t(`devTools.preview.${preview}.title`)}</h2>
      <p className="text-body-secondary">{t(`devTools.preview.${preview}.intro`)}</p>
      {/* Wider frames than the screen scroll sideways; the region takes focus so keyboards can scroll it too. */}
      <div
        className="d-flex flex-column gap-3 overflow-x-auto"
        tabIndex={0}
        role="region"
        aria-label={t(`devTools.preview.${preview}.title`)}
      >
        {widths.map((width) => (
          <figure key={width} className="mb-0">
            <figcaption className="small text-body-secondary">{width} px</figcaption>
            <iframe
              src={path}
              title={`${t(`devTools.preview.${preview}.title`)}, ${width} px`}
              width={width}
              height={preview === 'top-nav' ? 160 : 520}
              className="border rounded bg-body"
            />
          </figure>
        ))}
      </div>
    </section>
  );
}
