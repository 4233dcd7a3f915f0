import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const OPERATOR_TOKEN_FILE = 'operator-token';

/**
 * The bearer token of the operator's calls (docs/experiments.md): OPERATOR_TOKEN when set (several servers share
 * one), otherwise one made on first start and kept in the data directory, readable by its owner only, where
 * `npm run experiment` on the same machine finds it.
 */
export async function operatorToken(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, OPERATOR_TOKEN_FILE);
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const token = randomBytes(32).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${token}\n`, { mode: 0o600 });
  return token;
}
