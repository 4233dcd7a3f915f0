/** The remotes, by package name. Kept apart from the route table so the schema module does not carry that table. */
export type RemoteName = 'mfe-signup' | 'mfe-search' | 'mfe-chat' | 'mfe-account' | 'mfe-landers' | 'mfe-admin';

export const remoteNames: readonly RemoteName[] = [
  'mfe-signup',
  'mfe-search',
  'mfe-chat',
  'mfe-account',
  'mfe-landers',
  'mfe-admin',
];

/**
 * The operator console (docs/operators.md): its messages ship inside it (English and Dutch), never in the catalogs
 * member pages load, so a member page carries no byte of it.
 */
export const consoleRemote: RemoteName = 'mfe-admin';

/** A remote's federation container name: package names have dashes, container names must be identifiers. */
export function containerName(remote: RemoteName): string {
  return remote.replace(/-/g, '_');
}
