import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type OnChangeFn,
  type SortingState,
} from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Blank } from './Blank';
import { TableScroll } from './TableScroll';
import './dataTable.css';

export type { ColumnDef, SortingState } from '@tanstack/react-table';

/** A column without a cell of its own shows its value; an empty one (null, '') as a dash a screen reader reads out. */
const defaultColumn = {
  cell: ({ getValue }: { getValue: () => unknown }) => {
    const value = getValue();
    return value === null || value === undefined || value === '' ? <Blank /> : String(value);
  },
};

export interface Pager {
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** The buttons' words when "Newer" and "Older" are not what the order means (a list by name). */
  labels?: { previous: string; next: string };
}

/** A column's header as words, for the label each cell carries when the rows are stacked. */
const headerText = (header: unknown) => (typeof header === 'string' ? header : '');

/**
 * The console's table: the server sorts and pages (keyset), so a table over a million members costs what one page
 * does. Sortable columns (those with `enableSorting`) are buttons in their headers with `aria-sort`; the caption names
 * the table for screen readers. It fits its box rather than scroll sideways: long words wrap, and in a narrow box each
 * row is a block whose cells carry their column's name (dataTable.css). The roles are spelt out, as a browser drops a
 * table's semantics once its rows are no longer laid out as a table.
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
    defaultColumn,
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
      {/* The table fits its box (dataTable.css); should a cell still not fit, the box scrolls rather than the page
          (TableScroll: a region that takes the focus, so a keyboard can scroll it), positioned so the hidden sort words
          (absolute) stay inside it instead of widening the page. */}
      <TableScroll label={caption} className="position-relative console-table-box">
        <table className="table table-hover align-middle mb-2 console-table" role="table">
          <caption className="visually-hidden">{caption}</caption>
          <thead role="rowgroup">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} role="row">
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      role="columnheader"
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
          <tbody role="rowgroup">
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} role="row">
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} role="cell" data-label={headerText(cell.column.columnDef.header)}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
            {data.length === 0 && (
              <tr role="row">
                <td role="cell" colSpan={columns.length} className="text-body-secondary text-center py-4">
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
