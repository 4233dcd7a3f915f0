/** A unique index (or a trigger keeping something unique) refused a write: another writer took the value first. */
export function uniqueViolation(error: unknown): { constraint: string } | null {
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' ? { constraint: typeof constraint === 'string' ? constraint : '' } : null;
}
