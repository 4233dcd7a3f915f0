import { useTranslation } from 'react-i18next';

/** Numbered pages for the queues (short lists the server counts): "Page 2 of 5" with a step either way. */
export function PagePager({
  label,
  page,
  total,
  perPage,
  onPage,
}: {
  label: string;
  page: number;
  total: number;
  perPage: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages < 2) return null;
  return (
    <nav className="d-flex align-items-center gap-2 justify-content-end" aria-label={label}>
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        ← {t('moderation.pager.previous')}
      </button>
      <span className="small" aria-live="polite">
        {t('moderation.pager.pageOf', { page, pages })}
      </span>
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('moderation.pager.next')} →
      </button>
    </nav>
  );
}
