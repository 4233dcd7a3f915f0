import { useSearchParams } from 'react-router';
import { selectRestriction, useAppSelector } from 'shared-contracts/store';
import { RestrictionPage } from '../features/decisions/RestrictionPage';
import LegalPage from '../features/legal/LegalPage';

/**
 * /pages/ban (docs/product.md "Decisions about your account"): the member's own page when this browser's member is
 * suspended or banned or the statement's link brought them (`?statement=<token>`); otherwise the generic notice.
 */
export default function BanPage() {
  const [searchParams] = useSearchParams();
  const restriction = useAppSelector(selectRestriction);
  const token = searchParams.get('statement');
  if (token || restriction) return <RestrictionPage token={token} restricted={restriction !== null} />;
  return <LegalPage page="ban" />;
}
