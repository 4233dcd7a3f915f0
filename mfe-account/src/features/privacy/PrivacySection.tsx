import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointUrl } from 'shared-contracts';
import { myDataEndpoint, type EndSessionsRequest, type SessionSummary } from 'shared-contracts/api/account';
import { useFormat } from '../../shared/format';
import { freshOnEachVisit } from '../../shared/freshOnEachVisit';
import { useEndSessionsMutation, useGetSessionsQuery } from './privacyApi';

/** "Firefox on Android", or what is known of it. */
function DeviceName({ session }: { session: SessionSummary }) {
  const { t } = useTranslation('account');
  const browser = session.browser || t('privacy.sessions.unknownBrowser');
  return <>{session.os ? t('privacy.sessions.device', { browser, os: session.os }) : browser}</>;
}

/**
 * "Your data and devices" on /profile (docs/product.md "Privacy rights"): the data export as a file download
 * (GET /api/my_data.php), and the member's sessions (GET /api/sessions.php) with "log out" per device and for all
 * other devices (DELETE /api/sessions.php).
 */
export function PrivacySection() {
  const { t } = useTranslation('account');
  const format = useFormat();
  const id = useId();
  const { data, isError, isFetching } = useGetSessionsQuery(undefined, freshOnEachVisit);
  const [endSessions, { isLoading: ending }] = useEndSessionsMutation();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  // The buttons wait for the list that follows an ending (the mutation reloads it, whatever the answer).
  const busy = ending || isFetching;
  const load = isError ? 'failed' : data ? 'loaded' : 'loading';

  const end = async (body: EndSessionsRequest) => {
    setNotice(null);
    try {
      const ended = await endSessions(body).unwrap();
      setNotice({ ok: true, text: t('privacy.sessions.ended', { count: ended }) });
    } catch {
      setNotice({ ok: false, text: t('privacy.sessions.endFailed') });
    }
  };

  const sessions = data ?? [];
  const others = sessions.filter((session) => !session.current);

  return (
    <section className="card card-body shadow-sm mt-4" aria-labelledby={`${id}-title`} data-testid="privacy">
      <h2 className="h5" id={`${id}-title`}>
        {t('privacy.title')}
      </h2>

      <h3 className="h6 mt-2">{t('privacy.download.title')}</h3>
      <p>{t('privacy.download.intro')}</p>
      <div className="mb-4">
        <a className="btn btn-outline-primary" href={endpointUrl(myDataEndpoint)} download>
          {t('privacy.download.button')}
        </a>
      </div>

      <h3 className="h6" id={`${id}-sessions`}>
        {t('privacy.sessions.title')}
      </h3>
      <p>{t('privacy.sessions.intro')}</p>
      {load === 'loading' && (
        <p role="status" className="text-body-secondary">
          {t('privacy.sessions.loading')}
        </p>
      )}
      {load === 'failed' && (
        <div className="alert alert-warning" role="alert">
          {t('privacy.sessions.failed')}
        </div>
      )}
      {load === 'loaded' && (
        <ul className="list-group mb-3" aria-labelledby={`${id}-sessions`} data-testid="session-list">
          {sessions.map((session) => (
            <li
              key={session.id}
              className="list-group-item d-flex flex-wrap align-items-center gap-2"
              data-testid="session"
            >
              <div className="me-auto">
                <div className="fw-semibold">
                  <DeviceName session={session} />
                  {session.current && (
                    <span className="badge text-bg-success ms-2">{t('privacy.sessions.current')}</span>
                  )}
                </div>
                <div className="small text-body-secondary">
                  {t('privacy.sessions.lastUsed', { date: format.dateTime(session.last_used_at) })}
                  {' · '}
                  {t('privacy.sessions.since', { date: format.date(session.created_at) })}
                  {session.address && (
                    <>
                      {' · '}
                      {t('privacy.sessions.address', { address: session.address })}
                    </>
                  )}
                </div>
              </div>
              {!session.current && (
                <button
                  type="button"
                  className="btn btn-sm btn-outline-secondary"
                  disabled={busy}
                  onClick={() => void end({ id: session.id })}
                >
                  {t('privacy.sessions.logOut')}
                  <span className="visually-hidden">
                    {': '}
                    <DeviceName session={session} />
                  </span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {notice && (
        <div className={`alert ${notice.ok ? 'alert-success' : 'alert-danger'}`} role="status">
          {notice.text}
        </div>
      )}
      {others.length > 0 && (
        <div>
          <button
            type="button"
            className="btn btn-outline-danger"
            disabled={busy}
            onClick={() => void end({ others: true })}
          >
            {t('privacy.sessions.logOutOthers')}
          </button>
        </div>
      )}
      {load === 'loaded' && others.length === 0 && (
        <p className="text-body-secondary mb-0">{t('privacy.sessions.noOthers')}</p>
      )}
    </section>
  );
}
