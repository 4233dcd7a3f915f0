import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { setDocumentTitle } from 'shared-contracts';
import { selectIsLoggedIn, useAppSelector } from 'shared-contracts/store';
import { ErrorBoundary } from '../shared/ErrorBoundary';
import { useTabTitle } from './documentTitle';
import { Layout } from './layouts/Layout';
import { RemotePage } from '../features/remotes/RemotePage';

interface Props {
  statusCode: number;
  message: string;
}

/**
 * 'Error', the status code and its message (docs/product.md §2, §8). Below it members see the member list and visitors the
 * signup form, so an error page still leads somewhere.
 */
export function ErrorPage({ statusCode, message }: Props) {
  const { t } = useTranslation('shell');
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const title = useTabTitle(`${t('error.title')} ${statusCode}`);
  useEffect(() => {
    setDocumentTitle(title);
  }, [title]);
  return (
    <Layout name="default">
      <section className="error-page text-center py-4" data-testid="error-page" data-transient>
        <h1 className="display-5">{t('error.title')}</h1>
        <p className="display-1 fw-bold text-primary mb-0" data-testid="error-status">
          {statusCode}
        </p>
        <p className="lead" data-testid="error-message">
          {message}
        </p>
      </section>
      {loggedIn ? (
        <RemotePage remote="mfe-search" module="./members" quietWhenUnavailable />
      ) : (
        <RemotePage remote="mfe-signup" module="./signup" quietWhenUnavailable />
      )}
    </Layout>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  const location = useLocation();
  return <ErrorPage statusCode={404} message={t('error.notFound', { path: location.pathname })} />;
}

function UnexpectedErrorPage() {
  const { t } = useTranslation('shell');
  return <ErrorPage statusCode={500} message={t('error.unexpected')} />;
}

/** An error in the shell itself shows the 500 error page; moving to another page starts afresh. */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname} fallback={<UnexpectedErrorPage />} what="The page">
      {children}
    </ErrorBoundary>
  );
}
