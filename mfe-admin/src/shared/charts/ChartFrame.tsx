import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SimpleTable } from '../SimpleTable';

/** A chart's data as a table: what a screen reader, a printout or a copy into a spreadsheet needs. */
export interface ChartTable {
  columns: readonly string[];
  rows: readonly (readonly (string | number)[])[];
}

/**
 * A chart in a card, with what every chart of the console has around it: its title; a skeleton of its size while the
 * data loads; an empty state; a summary in words under it; and a button that shows the same data as a table instead.
 * The drawing itself is hidden from assistive technology and out of the tab order (the charts are drawn without
 * recharts' keyboard layer): the summary and the table say what it shows, to everyone.
 */
export function ChartFrame({
  title,
  summary,
  table,
  loading = false,
  empty = false,
  emptyText,
  height = 260,
  children,
}: {
  title: string;
  summary: string;
  table: ChartTable;
  loading?: boolean;
  empty?: boolean;
  emptyText?: string;
  height?: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [asTable, setAsTable] = useState(false);
  let body: ReactNode;
  if (loading)
    body = (
      <div className="chart-skeleton placeholder-glow" style={{ height }}>
        <span className="placeholder w-100 h-100 rounded" />
        <span className="visually-hidden" role="status">
          {t('console.loading')}
        </span>
      </div>
    );
  else if (empty)
    body = (
      // Short on its own (a phone need not scroll past an empty chart), as tall as its neighbour in a row of cards.
      <div className="chart-empty flex-grow-1 d-flex align-items-center justify-content-center text-center text-body-secondary py-5">
        {emptyText ?? t('charts.empty')}
      </div>
    );
  else if (asTable)
    body = (
      <SimpleTable
        caption={title}
        className="chart-table"
        style={{ maxHeight: height + 80 }}
        columns={table.columns.map((label, index) => ({ label, figure: index > 0 }))}
        rows={table.rows.map((row) => ({ key: String(row[0]), cells: row }))}
      />
    );
  else
    body = (
      <div aria-hidden="true" style={{ height }}>
        {children}
      </div>
    );
  return (
    <figure className="card card-body chart mb-0 h-100 d-flex flex-column" aria-labelledby={titleId}>
      <div className="d-flex align-items-start gap-2 mb-2">
        <h2 className="h6 flex-grow-1 mb-0" id={titleId}>
          {title}
        </h2>
        {!loading && !empty && (
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary py-0"
            aria-pressed={asTable}
            onClick={() => setAsTable((shown) => !shown)}
          >
            {t('charts.showTable')}
          </button>
        )}
      </div>
      {body}
      {!loading && !empty && <figcaption className="small text-body-secondary mt-2 mb-0">{summary}</figcaption>}
    </figure>
  );
}
