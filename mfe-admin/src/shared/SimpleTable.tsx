import type { CSSProperties, ReactNode } from 'react';
import { TableScroll } from './TableScroll';

export interface SimpleColumn {
  label: string;
  /** A figure: aligned to the end, as numbers line up. */
  figure?: boolean;
}

/**
 * A small table that needs no sorting or paging (a chart's data, an experiment's variants): a caption for screen
 * readers, column headers, and rows whose first cell heads the row.
 */
export function SimpleTable({
  caption,
  columns,
  rows,
  className = '',
  style,
}: {
  caption: string;
  columns: readonly SimpleColumn[];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
  className?: string;
  style?: CSSProperties;
}) {
  const align = (index: number) => (columns[index]?.figure ? 'text-end' : undefined);
  return (
    <TableScroll label={caption} className={className} style={style}>
      <table className="table table-sm align-middle mb-0">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={column.label} scope="col" className={align(index)}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={index} className={align(index)}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
