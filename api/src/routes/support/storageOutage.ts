import type { FastifyReply, FastifyRequest } from 'fastify';
import { STORAGE_UNAVAILABLE } from 'shared-contracts/api';
import { StorageUnavailableError } from '../../media/storage';

/** How long a client is asked to wait: a store that is down is seldom back within seconds. */
export const STORAGE_RETRY_AFTER_SECONDS = 60;

export const isStorageOutage = (value: unknown): value is StorageUnavailableError =>
  value instanceof StorageUnavailableError;

/** What the store's operation answers, or the outage that stopped it (any other failure is thrown on). */
export const orStorageOutage = <T>(operation: Promise<T>): Promise<T | StorageUnavailableError> =>
  operation.catch((error: unknown) => {
    if (isStorageOutage(error)) return error;
    throw error;
  });

/**
 * The answer while the image storage is down: 503 with Retry-After, never cached, and words a member understands.
 * Sent here rather than thrown to the error handler, which logs every 5xx with its stack: an outage is the store's
 * fault and is logged as such, naming the store and what it answered — at error level when the outage begins, as a
 * warning with the running count for every request that meets it after.
 */
export function storageUnavailable(
  request: FastifyRequest,
  reply: FastifyReply,
  outage: StorageUnavailableError,
): FastifyReply {
  const fields = { storage: outage.storage, storageError: outage.reason, failures: outage.failures };
  if (outage.failures === 1) request.log.error(fields, 'image storage unavailable');
  else request.log.warn(fields, 'image storage still unavailable');
  return reply
    .code(503)
    .header('retry-after', String(STORAGE_RETRY_AFTER_SECONDS))
    .header('cache-control', 'no-store')
    .send({
      error: STORAGE_UNAVAILABLE,
      message: 'Photos are temporarily unavailable. Please try again in a minute.',
    });
}
