import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './actionDialog.css';

/**
 * A dialog for an action that needs a reason and a last look (a refund, a credit adjustment, a deletion): the
 * browser's own modal <dialog>, so the page behind is inert, focus stays inside and Escape closes it. The content is
 * mounted only while open, so every opening starts a fresh form (and a fresh request id).
 */
export function ActionDialog({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // The form's first field, not the close button the browser would pick.
      dialog.querySelector<HTMLElement>('.modal-body :is(input, select, textarea)')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className="action-dialog" aria-labelledby={titleId} onClose={onClose}>
      {open && (
        <div className="modal-content">
          <div className="modal-header">
            <h2 className="modal-title h5" id={titleId}>
              {title}
            </h2>
            <button type="button" className="btn-close" aria-label={t('dialog.close')} onClick={onClose} />
          </div>
          <div className="modal-body">{children}</div>
        </div>
      )}
    </dialog>
  );
}
