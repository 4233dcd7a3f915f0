import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { routePath } from 'shared-contracts';
import { useAppDispatch, useAppSelector } from 'shared-contracts/store';
import { RemotePage } from './RemotePage';
import { legalModalClosed, selectLegalModalPage } from './legalModalSlice';

/**
 * terms-modal and privacy-modal (docs/product.md §2): the legal page of mfe-account, whole, over the current page.
 * The shell owns the frame so any remote can open it with `legalModalRequested` without importing mfe-account.
 */
export function LegalModal() {
  const page = useAppSelector(selectLegalModalPage);
  if (!page) return null;
  return <LegalModalFrame page={page} />;
}

function LegalModalFrame({ page }: { page: 'terms' | 'privacy' }) {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const titleId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && dispatch(legalModalClosed());
    document.addEventListener('keydown', onKey);
    document.body.classList.add('modal-open');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('modal-open');
      // Back where the reader was, e.g. the terms checkbox of the signup form.
      opener?.focus();
    };
  }, [dispatch]);
  const close = () => dispatch(legalModalClosed());
  const route = `pages-${page}`;
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
                {t(`title.${route}`)}
              </h2>
              <button
                ref={closeButton}
                type="button"
                className="btn-close"
                aria-label={t('legalModal.close')}
                onClick={close}
              />
            </div>
            <div className="modal-body" tabIndex={0}>
              <RemotePage remote="mfe-account" module="./legal-page" props={{ page, embedded: true }} />
            </div>
            <div className="modal-footer">
              <a href={routePath(route)} target="_blank" rel="noopener">
                {t('legalModal.openPage')}
              </a>
              <button type="button" className="btn btn-primary" onClick={close}>
                {t('legalModal.close')}
              </button>
            </div>
          </div>
        </div>
      </div>
      <div className="modal-backdrop show" style={{ zIndex: 1050 }} onClick={close} />
    </>
  );
}
