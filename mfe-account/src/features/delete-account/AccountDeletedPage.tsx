import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Redirect, routePath } from 'shared-contracts';
import {
  selectAccountDeletion,
  useAppDispatch,
  useAppSelector,
  userCleared,
  useSettings,
  useUser,
} from 'shared-contracts/store';

/**
 * /account-deleted: where the member lands, logged out, after deleting the account (docs/product.md "Deleting the
 * account"): what was deleted, what the law makes us keep and why, and the way home. Reached after this tab deleted
 * the account (the session's `accountDeletion` says so), it logs this browser out. A logged-in member who opens it
 * otherwise still has an account, so is sent to /profile rather than told it was deleted.
 */
export default function AccountDeletedPage() {
  const { t } = useTranslation('account');
  const settings = useSettings();
  const dispatch = useAppDispatch();
  const justDeleted = useAppSelector(selectAccountDeletion) === 'done';
  const user = useUser();
  useEffect(() => {
    // The server ended every session with the account; this tab forgets the member too (and drops cached answers).
    if (justDeleted) dispatch(userCleared({ forced: false }));
  }, [justDeleted, dispatch]);
  if (user && !justDeleted) return <Redirect to={routePath('profile')} />;
  return (
    <div className="row justify-content-center">
      <div className="col-12 col-md-9 col-lg-7">
        <h1 className="h3 mb-3">{t('deleteAccount.done.title')}</h1>
        <div className="card card-body shadow-sm" data-testid="account-deleted">
          <p>{t('deleteAccount.done.deleted', { site: settings.name })}</p>
          <h2 className="h6">{t('deleteAccount.done.keptTitle')}</h2>
          <ul>
            <li>{t('deleteAccount.done.keptOrders')}</li>
            <li>{t('deleteAccount.done.keptEmail')}</li>
            <li>{t('deleteAccount.done.keptChats')}</li>
          </ul>
          <p className="mb-0">{t('deleteAccount.done.mail')}</p>
        </div>
        <p className="text-center mt-3">
          <Link className="btn btn-primary" to={routePath('index')}>
            {t('deleteAccount.done.home')}
          </Link>
        </p>
      </div>
    </div>
  );
}
