// Whether `npm start` turns developer tools on (docs/security.md, "Developer tools"). A separate module so the tests
// can check the decision without starting a server.

/** @param {string} host */
const isLoopback = (host) =>
  host === 'localhost' || /^127\.\d+\.\d+\.\d+$/.test(host) || host === '::1' || host === '[::1]';

/**
 * What `npm start` adds to the server's environment for developer tools, and the line it prints about them.
 * Developer pages (/_dev, the mail outbox with every activation and reset link) and calls (setting credits) are on by
 * default only for a newcomer's demo: outside production, on a loopback HOST nobody else can reach. Under
 * NODE_ENV=production nothing is set: the server refuses DEV_TOOLS=1 there.
 * @param {Record<string, string | undefined>} env
 * @returns {{ environment: { DEV_TOOLS?: string }, notice: string | null }}
 */
export function startDevTools(env) {
  if (env.NODE_ENV === 'production') return { environment: {}, notice: null };
  const host = env.HOST ?? 'localhost';
  const loopback = isLoopback(host);
  if (env.DEV_TOOLS !== undefined) {
    const on = env.DEV_TOOLS === '1' || env.DEV_TOOLS === 'true';
    return {
      environment: {},
      notice:
        on && !loopback
          ? `  DEV_TOOLS=${env.DEV_TOOLS} on ${host}: developer pages and the mail outbox are reachable from the network.`
          : null,
    };
  }
  if (!loopback) return { environment: { DEV_TOOLS: '0' }, notice: null };
  return {
    environment: { DEV_TOOLS: '1' },
    notice:
      '  Developer tools on, as for every npm start outside production on loopback; DEV_TOOLS=0 npm start turns them off.',
  };
}
