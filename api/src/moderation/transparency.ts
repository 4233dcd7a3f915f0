import { TRANSPARENCY_MAX_DAYS, type TransparencyReport } from 'shared-contracts/api/admin';
import { invalidFields } from '../lib/httpErrors';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The period [from, to] of whole UTC days as the counts take it: [from 00:00, the day after `to` 00:00). */
export function transparencyPeriod(query: { from: string; to: string }): { from: Date; to: Date } {
  const from = new Date(`${query.from}T00:00:00Z`);
  const last = new Date(`${query.to}T00:00:00Z`);
  if (Number.isNaN(from.getTime())) throw invalidFields({ from: 'invalid_date' });
  if (Number.isNaN(last.getTime())) throw invalidFields({ to: 'invalid_date' });
  if (last < from) throw invalidFields({ to: 'not_allowed' });
  if ((last.getTime() - from.getTime()) / DAY_MS >= TRANSPARENCY_MAX_DAYS) throw invalidFields({ to: 'max_length' });
  return { from, to: new Date(last.getTime() + DAY_MS) };
}

/**
 * A spreadsheet cell: quoted when it holds a separator, quote or line break, and never read as a formula — a cell
 * that starts with = + - @ or a tab or carriage return gets a leading apostrophe (OWASP "CSV injection").
 */
export function csvCell(value: string | number | boolean | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The counts as CSV, one figure a line: section, key, automated (decisions by action only), value. */
export function transparencyCsv(report: TransparencyReport): string {
  const rows: (string | number | boolean | null)[][] = [
    ['section', 'key', 'automated', 'value'],
    ['period', 'from', null, report.from],
    ['period', 'to', null, report.to],
    ['period', 'site', null, report.site_id ?? 'all'],
    ['notices', 'total', null, report.notices.total],
    ...report.notices.by_reason.map((row) => ['notices_by_reason', row.reason, null, row.count]),
    ['decisions', 'total', null, report.decisions.total],
    ['decisions', 'automated', null, report.decisions.automated],
    ...report.decisions.by_action.map((row) => ['decisions_by_action', row.action, row.automated, row.count]),
    ...report.decisions.by_ground.map((row) => ['decisions_by_ground', row.ground, null, row.count]),
    ['time_to_action', 'median_hours', null, report.median_hours_to_action],
    ['appeals', 'received', null, report.appeals.received],
    ['appeals', 'upheld', null, report.appeals.upheld],
    ['appeals', 'reversed', null, report.appeals.reversed],
    ['appeals', 'median_hours_to_decision', null, report.appeals.median_hours_to_decision],
  ];
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
