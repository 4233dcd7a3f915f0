import { createContext, type ComponentType } from 'react';
import type { RemoteName } from 'shared-contracts';

/**
 * On the server (src/server.tsx) the remote pages a render may show, imported from the server builds of the versions
 * the visitor's registry names (docs/architecture.md, "First paint"). In the browser there is none: pages load
 * through the federation runtime.
 */
export const ServerPagesContext = createContext<ServerPages | null>(null);

export interface ServerPages {
  pages: ReadonlyMap<string, ComponentType>;
  /** The slots this render showed a page in: the browser waits for as many to hydrate (hydration.ts). */
  rendered: Set<string>;
}

export const serverPageKey = (remote: RemoteName, module: string) => `${remote}/${module}`;

/**
 * Thrown while rendering on the server a remote page the server has no build of (a version built before server
 * builds, a remote whose server module failed to load): React sends that slot's Suspense boundary empty and the
 * browser renders it, while the rest of the page stays server-rendered.
 */
export class NotServerRenderedError extends Error {
  /** React hands this to the browser's onRecoverableError, which keeps quiet about the expected case. */
  readonly digest = NOT_SERVER_RENDERED;
  constructor(key: string) {
    super(`${key} has no server build here; the browser renders it`);
    this.name = 'NotServerRenderedError';
  }
}

export const NOT_SERVER_RENDERED = 'not-server-rendered';
