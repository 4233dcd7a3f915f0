// The command lines' way into the running server (`npm run experiment`, `npm run operator`): the embedded database
// belongs to the server process alone, so they call its operator calls with the operator token instead of opening it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Endpoint } from 'shared-contracts/api';
import { loadConfig } from '../config';
import { OPERATOR_TOKEN_FILE } from './operatorToken';

/** Where the server is: OPERATOR_SERVER (or EXPERIMENT_SERVER, its older name), else this machine's PORT. */
export function serverAddress(): string {
  const config = loadConfig();
  return process.env.OPERATOR_SERVER ?? process.env.EXPERIMENT_SERVER ?? `http://localhost:${config.port}`;
}

/** Calls an operator call with the bearer token (OPERATOR_TOKEN or DATA_DIR/operator-token); throws its message. */
export async function operatorCall<E extends Endpoint & { response: { parse: (value: unknown) => unknown } }>(
  call: E,
  { query, body }: { query?: Record<string, string>; body?: unknown } = {},
): Promise<ReturnType<E['response']['parse']>> {
  const config = loadConfig();
  const server = serverAddress();
  const token =
    config.operatorToken ?? (await readFile(path.join(config.dataDir, OPERATOR_TOKEN_FILE), 'utf8').catch(() => ''));
  const url = new URL(call.path, server);
  for (const [key, value] of Object.entries({ ...call.fixedQuery, ...query })) url.searchParams.set(key, value);
  let response: Response;
  try {
    response = await fetch(url, {
      method: call.method,
      headers: { authorization: `Bearer ${token.trim()}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  } catch {
    throw new Error(`No server answers at ${server}: start it (npm start) or set OPERATOR_SERVER`);
  }
  const answer = (await response.json().catch(() => ({}))) as { message?: string; fields?: Record<string, string> };
  if (!response.ok) {
    const fields = answer.fields
      ? ` (${Object.entries(answer.fields)
          .map(([key, value]) => `${key}: ${value}`)
          .join(', ')})`
      : '';
    throw new Error(`${answer.message ?? `The server answered ${response.status}`}${fields}`);
  }
  return call.response.parse(answer) as ReturnType<E['response']['parse']>;
}

/** A mistake in a command line: the command prints it with its usage. */
export class UsageError extends Error {}

/** Runs a command line: a usage error prints the usage and exits 2, any other error its message and exits 1. */
export async function runCommand(run: () => Promise<void>, usage: string): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${usage}`);
      process.exit(2);
    }
    console.error(`\n  ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
