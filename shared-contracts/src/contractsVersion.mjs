/**
 * Which `shared-contracts` a remote was built against, and whether a shell provides it (docs/releasing.md, "Contracts
 * versions"). Versions are the package's semver: a patch fixes, a minor adds (a call, a field, an event) and a major
 * breaks. A shell provides a remote's contracts when it was built against the same major and at least that version,
 * so a shell built later may run remotes built earlier, never the other way round.
 * Plain JavaScript, so the release tools (tools/deploy.mjs) run the same rule without a TypeScript loader.
 */
export function contractsCompatible(provided, required) {
  const have = parseVersion(provided);
  const need = parseVersion(required);
  if (!have || !need || have[0] !== need[0]) return false;
  for (let index = 1; index < 3; index += 1) {
    if (have[index] !== need[index]) return have[index] > need[index];
  }
  return true;
}

function parseVersion(version) {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}
