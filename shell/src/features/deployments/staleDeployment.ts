import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { latestBuildSchema } from 'shared-contracts/api';
import { reloadOnce } from './reloadGuard';

const CHECK_EVERY_MS = 60_000;

/**
 * Knows which deployment this tab started with. When /_build/latest.json names another one, the next navigation
 * becomes a full page load, so the visitor gets the new shell and remotes at a moment they expect a page change.
 */
export class StaleDeploymentWatcher {
  private stale = false;
  private lastCheck = 0;

  constructor(private readonly deploymentId: string) {}

  async check(now = Date.now()): Promise<boolean> {
    if (this.stale || now - this.lastCheck < CHECK_EVERY_MS) return this.stale;
    this.lastCheck = now;
    try {
      const response = await fetch('/_build/latest.json', { cache: 'no-store' });
      const latest = latestBuildSchema.parse(await response.json());
      this.stale = latest.deploymentId !== this.deploymentId;
    } catch {
      // Offline or mid-deploy: try again at the next check.
    }
    return this.stale;
  }

  /** Called on every navigation; returns true when it reloaded the page instead. */
  reloadIfStale(path: string): boolean {
    void this.check();
    return this.stale && reloadOnce(path);
  }
}

/** Checks on every navigation to another path whether the tab is stale, and if so makes it a full page load. */
export function ReloadWhenStale({ watcher }: { watcher: StaleDeploymentWatcher }): null {
  const { pathname, search } = useLocation();
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = pathname;
    watcher.reloadIfStale(pathname + search);
  }, [pathname, search, watcher]);
  return null;
}
