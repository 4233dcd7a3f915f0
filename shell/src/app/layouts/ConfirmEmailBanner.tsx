import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CONFIRM_EMAIL_HASH, isolate, routePath } from 'shared-contracts';
import { selectUser, useAppSelector } from 'shared-contracts/store';

/**
 * Until the address is confirmed nobody finds the member (docs/product.md §4), so every page says so and leads to
 * the reminder (/complete-signup#confirm-email), where the mail can be sent again or to a corrected address.
 */
export function ConfirmEmailBanner() {
  const { t } = useTranslation('shell');
  const user = useAppSelector(selectUser);
  const { pathname } = useLocation();
  const reminder = routePath('complete-signup');
  if (!user || user.email_confirmed || pathname === reminder || pathname === routePath('signup')) return null;
  return (
    <div
      className="alert alert-warning rounded-0 border-start-0 border-end-0 border-top-0 mb-0 py-2 small"
      role="status"
      data-testid="confirm-email-banner"
    >
      <div className="container d-flex flex-wrap align-items-center justify-content-between gap-2">
        <span>{t('confirmEmail.text', { email: isolate(user.email) })}</span>
        <Link className="btn btn-sm btn-outline-dark" to={`${reminder}#${CONFIRM_EMAIL_HASH}`}>
          {t('confirmEmail.action')}
        </Link>
      </div>
    </div>
  );
}
