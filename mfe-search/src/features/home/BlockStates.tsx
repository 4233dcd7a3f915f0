import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A block with nothing to show yet: what that means, and the one thing that changes it. */
export function EmptyState({ text, to, action }: { text: string; to: string; action: string }) {
  return (
    <p className="mb-0 text-body-secondary">
      {text} <Link to={to}>{action}</Link>
    </p>
  );
}

/**
 * A block whose call failed: a short line, and a button to ask again. Only the line is the alert, so it is read out
 * once, without the button's word.
 */
export function LoadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation('search');
  return (
    <div className="d-flex flex-wrap align-items-center column-gap-3 row-gap-2">
      <p className="mb-0 text-body-secondary" role="alert">
        {text}
      </p>
      <button type="button" className="btn btn-sm btn-primary" onClick={onRetry}>
        {t('home.retry')}
      </button>
    </div>
  );
}
