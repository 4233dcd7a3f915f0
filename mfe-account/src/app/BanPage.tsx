import { useSearchParams } from 'react-router';
import { selectIsLoggedIn, selectRestriction, useAppSelector } from 'shared-contracts/store';
import { RestrictionPage } from '../features/decisions/RestrictionPage';
import LegalPage from '../features/legal/LegalPage';

/**
 * /pages/ban (docs/product.md "Decisions about your account"): the member's own page when this browser holds a
 * member's session, restricted or not (the page asks the server, so a tab reloaded after a reversal says the account is
 * open), or the statement's link brought them (`?statement=<token>`); otherwise the generic notice.
 */
export default function BanPage() {
  const [searchParams] = useSearchParams();
  const restriction = useAppSelector(selectRestriction);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const token = searchParams.get('statement');
  if (token || restriction || loggedIn) return <RestrictionPage token={token} restricted={restriction !== null} />;
  return <LegalPage page="ban" />;
}
