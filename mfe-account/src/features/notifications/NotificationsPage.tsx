import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationPreferences, NotificationsResponse } from 'shared-contracts/api/account';
import { userLoaded, useAppDispatch, userRefetchRequested, useSettings } from 'shared-contracts/store';
import { CheckField } from 'shared-ui/fields';
import { freshOnEachVisit } from '../../shared/freshOnEachVisit';
import { LoadStatus } from '../../shared/LoadStatus';
import { EmailChange } from './EmailChange';
import { useGetNotificationsQuery, useUpdateNotificationsMutation } from './notificationsApi';
import { pushState, turnPushOff, turnPushOn, type PushState } from './push';

const preferenceKeys = [
  'messages',
  'likes',
  'newsletter',
] as const satisfies readonly (keyof NotificationPreferences)[];

/** A Bootstrap switch: a checkbox with role switch, its label tied to it. */
function Switch(props: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  testId: string;
}) {
  return (
    <CheckField
      label={props.label}
      frameClassName="form-check form-switch mb-2"
      role="switch"
      checked={props.checked}
      disabled={props.disabled}
      data-testid={props.testId}
      onChange={(event) => props.onChange(event.target.checked)}
    />
  );
}

/**
 * The mail preferences: each switch saves all three at once, and the saved answer is shown. Not a form to submit:
 * every switch is its own save, so there is nothing for react-hook-form to hold.
 */
function MailPreferences({ data }: { data: NotificationsResponse }) {
  const { t } = useTranslation('account');
  const [save, { isLoading: saving, isSuccess, isError }] = useUpdateNotificationsMutation();
  const outcome = isSuccess ? 'saved' : isError ? 'failed' : null;

  const change = (key: keyof NotificationPreferences, value: boolean) => save({ ...data.preferences, [key]: value });

  return (
    <section className="card card-body shadow-sm mb-4" aria-labelledby="notifications-mail">
      <h2 className="h5" id="notifications-mail">
        {t('notifications.mailTitle')}
      </h2>
      <p className="text-body-secondary">{t('notifications.mailIntro', { email: data.email })}</p>
      {preferenceKeys.map((key) => (
        <Switch
          key={key}
          label={t(`notifications.${key}`)}
          checked={data.preferences[key]}
          disabled={saving}
          testId={`preference-${key}`}
          onChange={(checked) => void change(key, checked)}
        />
      ))}
      <div role="status" className="small mt-1" data-testid="preferences-status">
        {outcome === 'saved' && <span className="text-success">{t('notifications.saved')}</span>}
      </div>
      {outcome === 'failed' && (
        <div className="alert alert-danger mt-2 mb-0" role="alert">
          {t('notifications.saveError')}
        </div>
      )}
    </section>
  );
}

/** Web push for this browser only: its state, and a switch where the browser allows one. */
function PushPreference() {
  const { t } = useTranslation('account');
  const { push_pub: publicKey } = useSettings();
  const dispatch = useAppDispatch();
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<'refused' | 'failed' | null>(null);

  useEffect(() => {
    let current = true;
    void pushState(publicKey).then((found) => current && setState(found));
    return () => {
      current = false;
    };
  }, [publicKey]);

  const toggle = async (on: boolean) => {
    setBusy(true);
    setFailure(null);
    try {
      if (on) {
        const user = await turnPushOn(publicKey);
        if (user) dispatch(userLoaded(user));
        else setFailure('refused');
      } else {
        await turnPushOff();
        // The shell polls less often while the member has push (docs/product.md §9): it should know it has none now.
        dispatch(userRefetchRequested());
      }
    } catch {
      setFailure('failed');
    } finally {
      setState(await pushState(publicKey).catch(() => 'unsupported' as const));
      setBusy(false);
    }
  };

  return (
    <section className="card card-body shadow-sm mb-4" aria-labelledby="notifications-push">
      <h2 className="h5" id="notifications-push">
        {t('notifications.pushTitle')}
      </h2>
      <p className="text-body-secondary">{t('notifications.pushIntro')}</p>
      {state !== null && (
        <>
          <p data-testid="push-state" data-state={state}>
            {t(`notifications.push.${state}`)}
          </p>
          {(state === 'on' || state === 'off') && (
            <Switch
              label={t('notifications.pushSwitch')}
              checked={state === 'on'}
              disabled={busy}
              testId="push-switch"
              onChange={(checked) => void toggle(checked)}
            />
          )}
        </>
      )}
      {failure && (
        <div className="alert alert-warning mt-2 mb-0" role="alert">
          {t(failure === 'refused' ? 'notifications.pushRefused' : 'notifications.pushError')}
        </div>
      )}
    </section>
  );
}

/**
 * /notifications (docs/product.md §2): which mails the member gets, web push for this browser, and changing the
 * e-mail address; `#email-change-incorrect` is where a link of /mail-change/do that did not work lands. `children`
 * come first: the decisions about the account (src/app/NotificationsPage.tsx places them).
 */
export default function NotificationsPage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('account');
  const { data, isError: failed } = useGetNotificationsQuery(undefined, freshOnEachVisit);

  return (
    <div className="row justify-content-center">
      <div className="col-12 col-md-10 col-lg-8">
        <h1 className="h3 mb-3">{t('notifications.title')}</h1>
        {children}
        {!data && <LoadStatus failed={failed} />}
        {data && (
          <>
            <MailPreferences data={data} />
            <PushPreference />
            <EmailChange email={data.email} pending={data.pending_email} />
          </>
        )}
      </div>
    </div>
  );
}
