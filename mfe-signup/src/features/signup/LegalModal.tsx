import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { routePath } from 'shared-contracts';
import { useSettings } from 'shared-contracts/store';

/** The terms or the privacy statement in a modal over the form (docs/product.md §2: terms-modal, privacy-modal). */
export function LegalModal({ page, onClose }: { page: 'terms' | 'privacy'; onClose: () => void }) {
  const { t } = useTranslation('signup');
  const settings = useSettings();
  const titleId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  const company = `${settings.company_name}, ${settings.company_address}, ${settings.company_city}, ${settings.company_country}`;
  return (
    <>
      <div
        className="modal d-block"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={`${page}-modal`}
        style={{ zIndex: 1055 }}
      >
        <div className="modal-dialog modal-dialog-scrollable modal-lg">
          <div className="modal-content">
            <div className="modal-header">
              <h2 className="modal-title h5" id={titleId}>
                {t(`legal.${page}.title`)}
              </h2>
              <button
                ref={closeButton}
                type="button"
                className="btn-close"
                aria-label={t('legal.close')}
                onClick={onClose}
              />
            </div>
            <div className="modal-body">
              <p>{t(`legal.${page}.summary`, { site: settings.name, company })}</p>
              <p>{t('legal.fictional', { plural: settings.fictional_plural })}</p>
              <a href={routePath(`pages-${page}`)} target="_blank" rel="noopener">
                {t('legal.readAll')}
              </a>
            </div>
          </div>
        </div>
      </div>
      <div className="modal-backdrop show" style={{ zIndex: 1050 }} onClick={onClose} />
    </>
  );
}
