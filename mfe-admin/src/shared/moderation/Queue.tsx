import { useSearchParams } from 'react-router';
import { DataTable, type ColumnDef } from '../DataTable';
import { LoadState } from '../LoadState';
import { PagePager } from './PagePager';

/**
 * A queue's place in the address (`?status=&page=`), so a link or a reload keeps it: the status (the first one
 * unless another is named), the page, and `set`, which changes keys and starts again at page 1 unless it sets the page.
 */
export function useQueueParams<S extends string>(statuses: readonly [S, ...S[]]) {
  const [params, setParams] = useSearchParams();
  const named = params.get('status');
  const status = statuses.find((one) => one === named) ?? statuses[0];
  const page = Math.max(1, Number(params.get('page')) || 1);
  const set = (changes: Record<string, string>) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) updated.set(name, value);
      if (!('page' in changes)) updated.delete('page');
      return updated;
    });
  return { params, status, page, set };
}

/** The buttons that switch a queue between its states (open and decided), the current one pressed. */
export function StatusButtons<S extends string>({
  label,
  statuses,
  current,
  name,
  onChange,
}: {
  label: string;
  statuses: readonly S[];
  current: S;
  name: (status: S) => string;
  onChange: (status: S) => void;
}) {
  return (
    <div className="btn-group" role="group" aria-label={label}>
      {statuses.map((value) => (
        <button
          key={value}
          type="button"
          className={`btn btn-sm ${current === value ? 'btn-primary' : 'btn-outline-primary'}`}
          aria-pressed={current === value}
          onClick={() => onChange(value)}
        >
          {name(value)}
        </button>
      ))}
    </div>
  );
}

/** A page of a queue with its numbered pager, or its loading state. */
export function QueueResults<Row extends { id: number }>({
  caption,
  columns,
  query,
  rows,
  perPage,
  emptyText,
  onPage,
}: {
  caption: string;
  // Columns of different value types in one list, as @tanstack/react-table types them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<Row, any>[];
  query: { data?: { page: number; total: number }; isError: boolean; refetch: () => unknown };
  rows: Row[] | undefined;
  perPage: number;
  emptyText: string;
  onPage: (page: number) => void;
}) {
  if (!query.data || !rows) return <LoadState isError={query.isError} onRetry={() => void query.refetch()} />;
  return (
    <>
      <DataTable
        caption={caption}
        columns={columns}
        data={rows}
        getRowId={(row) => String(row.id)}
        emptyText={emptyText}
      />
      <PagePager label={caption} page={query.data.page} total={query.data.total} perPage={perPage} onPage={onPage} />
    </>
  );
}
