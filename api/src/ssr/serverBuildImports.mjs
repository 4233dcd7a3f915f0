// Module resolution hook of the render workers: a server build (tools/rspack-config.mjs, serverConfig) leaves the
// shared singletons as bare imports; they resolve from the server's own node_modules, so every version of every app
// renders with the one React, store and contracts the server has, even from a deploy folder outside the checkout.
let serverBuilds = '';
let resolveFrom = '';

export function initialize({ serverBuildsUrl, packagesUrl }) {
  serverBuilds = serverBuildsUrl;
  resolveFrom = packagesUrl;
}

const isBare = (specifier) => !/^(\.{0,2}\/|[a-z][a-z0-9+.-]*:)/i.test(specifier);

/**
 * react-router names only its development build for Node, whose checks cost a render of /members about 1.5 ms: the
 * workers take its production build, as the browser does (tools/rspack-config.mjs), wherever it is imported from, so
 * the shell's router and the remotes' links still share one copy.
 */
export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'react-router') {
    const resolved = await nextResolve(specifier, { ...context, parentURL: resolveFrom });
    return { ...resolved, url: resolved.url.replace('/dist/development/', '/dist/production/') };
  }
  if (isBare(specifier) && context.parentURL?.startsWith(serverBuilds)) {
    return nextResolve(specifier, { ...context, parentURL: resolveFrom });
  }
  return nextResolve(specifier, context);
}
