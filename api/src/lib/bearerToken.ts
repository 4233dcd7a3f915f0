import { timingSafeEqual } from 'node:crypto';

/** Whether an Authorization header carries exactly this bearer token, compared in constant time. */
export function isBearerToken(header: string | undefined, token: string): boolean {
  const presented = Buffer.from(/^Bearer (\S+)$/.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}
