import { Suspense, use, useContext, useEffect, useState, type ComponentType } from 'react';
import type { RemoteName } from 'shared-contracts';
import { ErrorBoundary } from '../../shared/ErrorBoundary';
import { reportExposure } from './experimentReports';
import { useLoadingBar } from '../../shared/loading-bar/LoadingBar';
import { loadedRemotePage, remotePageLoad } from './loadRemotePage';
import { RemoteUnavailable } from './RemoteUnavailable';
import { NotServerRenderedError, ServerPagesContext, serverPageKey } from './serverPages';
import { slotSettled } from './hydration';

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

/**
 * The slot a remote page renders into: loads it lazily, and shows a notice with a retry if it cannot. The slot is its
 * own Suspense boundary: while the page's module loads, a page the server rendered keeps the server's markup (the
 * browser hydrates it once the module is there), and a slot the server could not render is rendered here alone.
 */
export function RemotePage({ remote, module, quietWhenUnavailable = false, background = false, props }: Props) {
  const [attempt, setAttempt] = useState(0);
  const onServer = useContext(ServerPagesContext) !== null;
  const loadingBar = useLoadingBar();
  const load = onServer ? null : remotePageLoad(remote, module, attempt);

  useEffect(() => {
    if (!load || background || loadedRemotePage(remote, module)) return;
    const done = loadingBar.start();
    load.then(done, done);
  }, [load, background, loadingBar, remote, module]);

  const retry = () => setAttempt((value) => value + 1);
  const notice = (
    <>
      {!background && <SlotSettled />}
      {quietWhenUnavailable ? null : <RemoteUnavailable onRetry={retry} />}
    </>
  );
  return (
    <ErrorBoundary key={attempt} fallback={notice} what={`${remote} ${module}`}>
      <Suspense fallback={null}>
        {load ? (
          <RemoteModule remote={remote} load={load} background={background} props={props} />
        ) : (
          <ServerRemoteModule remote={remote} module={module} props={props} />
        )}
      </Suspense>
    </ErrorBoundary>
  );
}

interface ModuleProps {
  remote: RemoteName;
  load: Promise<ComponentType>;
  background: boolean;
  props?: Record<string, unknown>;
}

function RemoteModule({ remote, load, background, props }: ModuleProps) {
  const Page = use(load);
  useEffect(() => {
    if (!background) reportExposure(remote);
  }, [remote, background]);
  return (
    <>
      {!background && <SlotSettled />}
      <Page {...props} />
    </>
  );
}

/**
 * Says the slot has hydrated or shows its notice: the page is ready once every slot the server rendered has. Background
 * modules (the watchers, the dev panel) are never in the server's markup and mount in the browser whenever they like:
 * counting them would call a page ready while its own slot still waits to hydrate, and release the held answers into
 * it (a mismatch: React would render the page again, dropping the server's nodes).
 */
function SlotSettled() {
  useEffect(slotSettled, []);
  return null;
}

/** On the server: the page from the server build the render loaded, or the slot is left to the browser. */
function ServerRemoteModule({ remote, module, props }: { remote: RemoteName; module: string; props?: object }) {
  const key = serverPageKey(remote, module);
  const server = useContext(ServerPagesContext);
  const Page = server?.pages.get(key);
  if (!Page) throw new NotServerRenderedError(key);
  server?.rendered.add(key);
  return <Page {...props} />;
}
