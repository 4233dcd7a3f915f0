import { useEffect, useState, type ComponentType } from 'react';
import type { RemoteName } from 'shared-contracts';
import { ErrorBoundary } from '../../shared/ErrorBoundary';
import { reportExposure } from './experimentReports';
import { useLoadingBar } from '../../shared/loading-bar/LoadingBar';
import { loadRemotePage, loadedRemotePage } from './loadRemotePage';
import { RemoteUnavailable } from './RemoteUnavailable';

interface Props {
  remote: RemoteName;
  module: string;
  /** Render nothing instead of the notice (for optional slots such as the error page's extras). */
  quietWhenUnavailable?: boolean;
  /** A module with no visible page (a poller): loads without the loading bar. */
  background?: boolean;
  /** For a module shown inside a shell frame rather than as a route, e.g. the legal page in its modal. */
  props?: Record<string, unknown>;
}

type State = { status: 'loading' } | { status: 'ready'; Page: ComponentType } | { status: 'failed' };

/** The slot a remote page renders into: loads it lazily, and shows a notice with a retry if it cannot. */
export function RemotePage({ remote, module, quietWhenUnavailable = false, background = false, props }: Props) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>(() => {
    const Page = loadedRemotePage(remote, module);
    return Page ? { status: 'ready', Page } : { status: 'loading' };
  });
  const loadingBar = useLoadingBar();

  useEffect(() => {
    const cached = loadedRemotePage(remote, module);
    if (cached && attempt === 0) {
      setState({ status: 'ready', Page: cached });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    const done = background ? () => undefined : loadingBar.start();
    loadRemotePage(remote, module, attempt > 0)
      .then((Page) => current && setState({ status: 'ready', Page }))
      .catch((error: unknown) => {
        // A remote that is not live yet is expected; a live one failing is worth a log line.
        if (error instanceof Error && error.cause !== undefined) console.error(error);
        if (current) setState({ status: 'failed' });
      })
      .finally(done);
    return () => {
      current = false;
    };
  }, [remote, module, attempt, loadingBar, background]);

  useEffect(() => {
    if (state.status === 'ready' && !background) reportExposure(remote);
  }, [state.status, remote, background]);

  const retry = () => setAttempt((value) => value + 1);
  const notice = quietWhenUnavailable ? null : <RemoteUnavailable onRetry={retry} />;
  if (state.status === 'failed') return notice;
  if (state.status === 'loading') return null;
  return (
    <ErrorBoundary key={attempt} fallback={notice} what={`${remote} ${module}`}>
      <state.Page {...props} />
    </ErrorBoundary>
  );
}
