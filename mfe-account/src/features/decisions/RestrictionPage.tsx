import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from 'shared-contracts';
import type { RestrictionView, Statement } from 'shared-contracts/api/account';
import {
  logoutRequested,
  selectIsLoggedIn,
  useAppDispatch,
  useAppSelector,
  userRefetchRequested,
} from 'shared-contracts/store';
import { useFormat } from '../../shared/format';
import { LoadStatus } from '../../shared/LoadStatus';
import { freshOnEachVisit } from '../../shared/freshOnEachVisit';
import { useGetDecisionsQuery, useGetStatementQuery } from './decisionsApi';
import { StatementCard } from './StatementCard';

/** The restriction in one sentence, with the end of a suspension. */
function RestrictionSummary({ restriction }: { restriction: RestrictionView }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  return (
    <div
      className="alert alert-warning"
      role="status"
      data-testid="restriction"
      data-restriction={restriction.restriction}
    >
      {restriction.until ? t('ban.suspendedUntil', { date: format.dateTime(restriction.until) }) : t('ban.banned')}
    </div>
  );
}

/**
 * The account is not (or no longer) suspended or banned — a reversal, a suspension that ended — and the way in: the
 * members for a member logged in here, the login otherwise.
 */
function AccountOpen() {
  const { t } = useTranslation('account');
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return (
    <div className="alert alert-success">
      <p className="mb-2" role="status" data-testid="account-open">
        {t('ban.open')}
      </p>
      <Link className="btn btn-primary" to={routePath(loggedIn ? 'members' : 'login')}>
        {t(loggedIn ? 'ban.toMembers' : 'ban.logIn')}
      </Link>
    </div>
  );
}

function Decision({
  restriction,
  statement,
  token,
}: {
  restriction: RestrictionView | null;
  statement: Statement | null;
  token?: string;
}) {
  const { t } = useTranslation('account');
  return (
    <>
      {restriction && <RestrictionSummary restriction={restriction} />}
      {statement ? <StatementCard statement={statement} token={token} /> : <p>{t('ban.noStatement')}</p>}
    </>
  );
}

/** A statement opened by its mail's link (no session needed: a banned member has none). */
function ByLink({ token }: { token: string }) {
  const { t } = useTranslation('account');
  const { data, isError, error } = useGetStatementQuery(token, freshOnEachVisit);
  if (isError && (error as { status?: unknown } | undefined)?.status === 404)
    return <p className="alert alert-danger">{t('ban.unknownLink')}</p>;
  if (!data) return <LoadStatus failed={isError} />;
  return (
    <>
      {data.account === 'open' && <AccountOpen />}
      <Decision restriction={data.restriction} statement={data.statement} token={token} />
    </>
  );
}

/**
 * The member of this browser's session: their restriction and its statement, as the server has it now. A restriction
 * lifted since this tab learnt of it (reversed on appeal, a suspension that ended) makes the shell ask for the session
 * again, which opens the other pages.
 */
function OwnRestriction({ restricted }: { restricted: boolean }) {
  const dispatch = useAppDispatch();
  const { data, isError } = useGetDecisionsQuery(undefined, freshOnEachVisit);
  const lifted = restricted && data !== undefined && data.restriction === null;
  useEffect(() => {
    if (lifted) dispatch(userRefetchRequested());
  }, [lifted, dispatch]);
  if (!data) return <LoadStatus failed={isError} />;
  if (!data.restriction) return <AccountOpen />;
  return <Decision restriction={data.restriction} statement={data.restriction.statement} />;
}

/**
 * /pages/ban for a suspended or banned member (docs/product.md "Decisions about your account"): the restriction, the
 * statement of reasons (ground, facts, end of a suspension) and the appeal form or the appeal's state. Reached by the
 * statement's link (`?statement=<token>`) or, with a restricted session, from every page; a logout button ends that
 * session, as the header has none for a restricted member. Once the restriction is lifted, the page says the account
 * is open and offers the way in.
 */
export function RestrictionPage({ token, restricted }: { token: string | null; restricted: boolean }) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  return (
    <div className="row justify-content-center" data-testid="ban-page">
      <div className="col-12 col-md-10 col-lg-8">
        <h1 className="h3 mb-3">{t('ban.title')}</h1>
        {token ? <ByLink token={token} /> : <OwnRestriction restricted={restricted} />}
        <p className="mt-3">
          <Link to={routePath('complaints')}>{t('ban.contact')}</Link>
        </p>
        {restricted && (
          <button type="button" className="btn btn-outline-secondary mt-2" onClick={() => dispatch(logoutRequested())}>
            {t('ban.logOut')}
          </button>
        )}
      </div>
    </div>
  );
}
