import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldPath, FieldValues, Resolver } from 'react-hook-form';
import { errorAt } from './formErrors';

/** A call's schema (an endpoint's `body` or `query`): what it takes in and what it gives. */
interface CallSchema<Output> {
  _zod: { input: unknown; output: Output };
}

type ResolverResult<Values extends FieldValues, Checked> = Awaited<ReturnType<Resolver<Values, unknown, Checked>>>;

/** A field's message key, or nothing when the check passes. */
type Refusal<Values extends FieldValues> = readonly [FieldPath<Values>, string] | false | null | undefined;

interface Checks<Values extends FieldValues, Checked> {
  /** A check of the form's own values ahead of the schema (a box to tick, an amount against the order). */
  before?: (values: Values) => Refusal<Values>;
  /** A check of what the schema took that the schema cannot make alone (a period's order). */
  after?: (checked: Checked) => Refusal<Values>;
  /** The form's field a key of the call is shown at, where the names differ (default: the same name). */
  fieldOf?: Partial<Record<string, FieldPath<Values>>>;
}

function schemaCheck<Values extends FieldValues, Sent, Checked>(
  schema: CallSchema<unknown>,
  toCall: (values: Values) => Sent,
  { before, after, fieldOf = {} }: Checks<Values, Checked>,
  /** What the submit gets: what the schema gave (a body) or what was checked (a query, as the address keeps it). */
  checked: (sent: Sent, parsed: unknown) => Checked,
): Resolver<Values, unknown, Checked> {
  const schemaResolver = zodResolver(schema as never) as unknown as Resolver<FieldValues, unknown, unknown>;
  const refused = ([field, message]: readonly [FieldPath<Values>, string]): ResolverResult<Values, Checked> => ({
    values: {},
    errors: { [field]: { type: 'schema', message } } as FieldErrors<Values>,
  });
  return async (values, context, options) => {
    const early = before?.(values);
    if (early) return refused(early);
    const sent = toCall(values);
    const result = await schemaResolver(sent as FieldValues, context, options as never);
    if (Object.keys(result.errors).length === 0) {
      const value = checked(sent, result.values);
      const late = after?.(value);
      return late ? refused(late) : { values: value, errors: {} };
    }
    // Each refused key at its field, with the first message of its issues (or of an entry's, in a list).
    const errors: Record<string, { type: string; message: string }> = {};
    for (const key of Object.keys(result.errors)) {
      const field = fieldOf[key] ?? key;
      const message = errorAt(result.errors, key);
      if (message && !(field in errors)) errors[field] = { type: 'schema', message };
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}

/**
 * A console form's resolver for a call with a body: the form's values become the body (`toBody`) and the call's own
 * schema checks it (zodResolver), so the form refuses what the server would, with the same message keys at its
 * fields, and the submit gets the body as the schema gave it. A refused key no field shows (an id the form adds)
 * still stops the submit.
 */
export function bodyResolver<Values extends FieldValues, Body>(
  schema: CallSchema<Body>,
  toBody: (values: Values) => unknown,
  checks: Checks<Values, Body> = {},
): Resolver<Values, unknown, Body> {
  return schemaCheck(schema, toBody, checks, (_sent, parsed) => parsed as Body);
}

/**
 * A console form's resolver for a call's query (filters, a period): as bodyResolver, but the submit gets the query as
 * built and checked (the strings the address keeps), not as the schema converts it.
 */
export function queryResolver<Values extends FieldValues, Query>(
  schema: CallSchema<unknown>,
  toQuery: (values: Values) => Query,
  checks: Checks<Values, Query> = {},
): Resolver<Values, unknown, Query> {
  return schemaCheck(schema, toQuery, checks, (sent) => sent);
}
