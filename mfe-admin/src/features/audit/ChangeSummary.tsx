import { useFormat } from '../../shared/format';

type Json = unknown;

/** Fields that hold a classifier's probability (0–1): read as a percentage, not as 0.07312345678901234. */
const SHARE_FIELD = /(^|_)(score|threshold)$/;

/** A value as the log shows it: text as it is, numbers in the console's language, anything else as JSON. */
function useShown(): (value: Json, field?: string) => string {
  const format = useFormat();
  return (value, field = '') => {
    if (value === undefined) return '∅';
    if (typeof value === 'string') return value;
    if (typeof value === 'number') {
      if (SHARE_FIELD.test(field) && value >= 0 && value <= 1) return format.percent(value);
      // Ids and counts as they are stored; a fraction rounded as the console writes numbers.
      return Number.isInteger(value) ? String(value) : format.number(value);
    }
    return JSON.stringify(value);
  };
}

const isRecord = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields whose value an action changed, in the order they first appear; all of them for a creation or removal. */
export function changedFields(before: Json, after: Json): { field: string; before?: Json; after?: Json }[] {
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields
    .filter((field) => JSON.stringify(from[field]) !== JSON.stringify(to[field]))
    .map((field) => ({
      field,
      ...(field in from && before !== null ? { before: from[field] } : {}),
      ...(field in to && after !== null ? { after: to[field] } : {}),
    }));
}

/**
 * An audit entry's before → after as one line per changed field ("visibility: pending → public"), so a wide record
 * reads at a glance; values that are not records are shown whole.
 */
export function ChangeSummary({ before, after }: { before: Json; after: Json }) {
  const shown = useShown();
  if (!isRecord(before ?? {}) || !isRecord(after ?? {}))
    return (
      <code className="small text-break">
        {shown(before)} → {shown(after)}
      </code>
    );
  const changes = changedFields(before, after);
  if (changes.length === 0) return null;
  return (
    <ul className="list-unstyled small mb-0">
      {changes.map((change) => (
        <li key={change.field} className="text-break">
          <span className="text-body-secondary">{change.field}:</span>{' '}
          {'before' in change && <del className="text-body-secondary">{shown(change.before, change.field)}</del>}
          {'before' in change && 'after' in change && ' → '}
          {'after' in change && <ins className="text-decoration-none">{shown(change.after, change.field)}</ins>}
        </li>
      ))}
    </ul>
  );
}
