import { ApiRequestError } from 'shared-contracts';
import { discountErrors, type DiscountError } from 'shared-contracts/api/payments';

/** The API's error code, `unknown` for a failure without one (network, parse). */
export function errorCode(error: unknown): string {
  return error instanceof ApiRequestError ? error.code : 'unknown';
}

export function isDiscountError(code: string): code is DiscountError {
  return (discountErrors as readonly string[]).includes(code);
}
