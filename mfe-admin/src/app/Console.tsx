import { useEffect, useState } from 'react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { OperatorLocale } from 'shared-contracts/api/admin';
import { useRoutes } from 'react-router';
import InvitePage from '../features/session/InvitePage';
import SignInPage from '../features/session/SignInPage';
import { callFailure } from '../shared/errors';
import { LoadState } from '../shared/LoadState';
import { useOperatorSessionQuery } from '../shared/operatorSession';
import { ConsoleFrame } from './ConsoleFrame';
import { createConsoleI18n, initialConsoleLocale, loadConsoleLocale } from './consoleI18n';
import './console.css';

/** The console speaks the signed-in operator's language, and says so on <html lang> while it is open. */
function useConsoleLanguage(instance: i18n, locale: OperatorLocale | undefined) {
  useEffect(() => {
    if (locale && locale !== instance.language) void loadConsoleLocale(instance, locale);
  }, [instance, locale]);
  useEffect(() => {
    const pageLanguage = document.documentElement.lang;
    const follow = (language: string) => {
      document.documentElement.lang = language;
    };
    follow(instance.language);
    instance.on('languageChanged', follow);
    return () => {
      instance.off('languageChanged', follow);
      document.documentElement.lang = pageLanguage;
    };
  }, [instance]);
}

function SignedInConsole({ instance }: { instance: i18n }) {
  const session = useOperatorSessionQuery(undefined);
  useConsoleLanguage(instance, session.data?.operator.locale);
  if (session.data) return <ConsoleFrame session={session.data} />;
  if (session.isError && callFailure(session.error).status === 401) return <SignInPage />;
  return (
    <main id="main" className="container py-5">
      <LoadState isError={session.isError} onRetry={() => void session.refetch()} />
    </main>
  );
}

function ConsoleRoutes({ instance }: { instance: i18n }) {
  return useRoutes([
    { path: 'invite', element: <InvitePage /> },
    { path: '*', element: <SignedInConsole instance={instance} /> },
  ]);
}

/**
 * The operator console at /admin/* (docs/operators.md): its own sign-in, frame and routes inside the shell's
 * `/admin/*` route, its own language (the operator's, any of the seven) and its own calls (/api/admin/*).
 */
export default function Console() {
  const [instance, setInstance] = useState<i18n | null>(null);
  useEffect(() => {
    let current = true;
    void createConsoleI18n(initialConsoleLocale()).then((created) => current && setInstance(created));
    return () => {
      current = false;
    };
  }, []);
  if (!instance) return null;
  return (
    <I18nextProvider i18n={instance}>
      <ConsoleRoutes instance={instance} />
    </I18nextProvider>
  );
}
