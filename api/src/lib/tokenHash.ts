import { createHash } from 'node:crypto';

/** Secret tokens (sessions, known devices, activation links) are stored only as this hash: a leaked table opens nothing. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');
