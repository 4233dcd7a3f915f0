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

export async function resolve(specifier, context, nextResolve) {
  if (isBare(specifier) && context.parentURL?.startsWith(serverBuilds)) {
    return nextResolve(specifier, { ...context, parentURL: resolveFrom });
  }
  return nextResolve(specifier, context);
}
