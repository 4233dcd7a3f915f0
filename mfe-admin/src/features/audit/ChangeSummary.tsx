type Json = unknown;

const shown = (value: Json): string =>
  value === undefined ? '∅' : typeof value === 'string' ? value : JSON.stringify(value);

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
          {'before' in change && <del className="text-body-secondary">{shown(change.before)}</del>}
          {'before' in change && 'after' in change && ' → '}
          {'after' in change && <ins className="text-decoration-none">{shown(change.after)}</ins>}
        </li>
      ))}
    </ul>
  );
}
