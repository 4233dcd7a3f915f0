import { restrictionErrors, type Restriction } from 'shared-contracts/api';
import { HttpError } from '../../lib/httpErrors';

/**
 * 403 for a suspended or banned member on the user call and on a correct login: the shell goes to /pages/ban on it
 * (docs/product.md "Decisions about your account").
 */
export const restrictedAccount = (restriction: Restriction) =>
  new HttpError(
    403,
    restrictionErrors[restriction],
    restriction === 'banned' ? 'This account is banned' : 'This account is suspended',
  );
