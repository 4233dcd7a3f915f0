import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_DURATION_MS } from 'shared-contracts';
import { useAppDispatch, useAppSelector } from 'shared-contracts/store';
import { selectToasts, toastDismissed, type Toast } from './toastsSlice';

function ToastItem({ toast }: { toast: Toast }) {
  const dispatch = useAppDispatch();
  const { t } = useTranslation('shell');
  useEffect(() => {
    const timer = window.setTimeout(() => dispatch(toastDismissed(toast.id)), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [dispatch, toast.id]);
  return (
    <div
      className={`toast show border-${toast.variant}`}
      role={toast.variant === 'danger' ? 'alert' : 'status'}
      aria-live="polite"
    >
      <div className={`toast-header text-bg-${toast.variant}`}>
        <strong className="me-auto">{toast.title ?? t(`toast.${toast.variant}`)}</strong>
        <button
          type="button"
          className="btn-close btn-close-white"
          aria-label={t('toast.close')}
          onClick={() => dispatch(toastDismissed(toast.id))}
        />
      </div>
      <div className="toast-body">{toast.body}</div>
    </div>
  );
}

/** Toasts stack at the top end of the screen (docs/product.md §9). */
export function Toasts() {
  const toasts = useAppSelector(selectToasts);
  return (
    <div className="toast-container position-fixed top-0 end-0 p-3">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
