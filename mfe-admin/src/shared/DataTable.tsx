import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type OnChangeFn,
  type SortingState,
} from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { TableScroll } from './TableScroll';

export type { ColumnDef, SortingState } from '@tanstack/react-table';

export interface Pager {
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** The buttons' words when "Newer" and "Older" are not what the order means (a list by name). */
  labels?: { previous: string; next: string };
}

/**
 * The console's table: the server sorts and pages (keyset), so a table over a million members costs what one page
 * does. Sortable columns (those with `enableSorting`) are buttons in their headers with `aria-sort`; the caption names
 * the table for screen readers.
 */
export function DataTable<Row>({
  caption,
  columns,
  data,
  sorting,
  onSortingChange,
  getRowId,
  emptyText,
  pager,
}: {
  caption: string;
  // Columns of different value types in one list, as @tanstack/react-table types them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<Row, any>[];
  data: Row[];
  sorting?: SortingState;
  onSortingChange?: OnChangeFn<SortingState>;
  getRowId?: (row: Row) => string;
  emptyText?: string;
  pager?: Pager;
}) {
  const { t } = useTranslation();
  const table = useReactTable({
    data,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    enableSorting: onSortingChange !== undefined,
    enableSortingRemoval: false,
    enableMultiSort: false,
    state: sorting ? { sorting } : {},
    ...(onSortingChange ? { onSortingChange } : {}),
    ...(getRowId ? { getRowId: (row: Row) => getRowId(row) } : {}),
  });
  return (
    <>
      {/* A table wider than the screen scrolls sideways (TableScroll: a region that takes the focus, so a keyboard can
          scroll it), positioned so the hidden sort words (absolute) scroll inside it instead of widening the page. */}
      <TableScroll label={caption} className="position-relative">
        <table className="table table-hover align-middle mb-2">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className="text-nowrap"
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          className="btn btn-link p-0 fw-semibold text-reset text-decoration-none"
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {label}
                          <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ' ↕'}</span>
                          {sorted && (
                            <span className="visually-hidden">
                              , {t(sorted === 'asc' ? 'console.sortAscending' : 'console.sortDescending')}
                            </span>
                          )}
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                ))}
              </tr>
            ))}
            {data.length === 0 && (
              <tr>
                <td colSpan={columns.length} className="text-body-secondary text-center py-4">
                  {emptyText ?? t('console.none')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </TableScroll>
      {pager && (pager.hasPrevious || pager.hasNext) && (
        <nav className="d-flex gap-2 justify-content-end" aria-label={caption}>
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            disabled={!pager.hasPrevious}
            onClick={pager.onPrevious}
          >
            ← {pager.labels?.previous ?? t('console.previous')}
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            disabled={!pager.hasNext}
            onClick={pager.onNext}
          >
            {pager.labels?.next ?? t('console.next')} →
          </button>
        </nav>
      )}
    </>
  );
}
