/** The remotes, by package name. Kept apart from the route table so the schema module does not carry that table. */
export type RemoteName = 'mfe-signup' | 'mfe-search' | 'mfe-chat' | 'mfe-account' | 'mfe-landers';

export const remoteNames: readonly RemoteName[] = [
  'mfe-signup',
  'mfe-search',
  'mfe-chat',
  'mfe-account',
  'mfe-landers',
];

/** A remote's federation container name: package names have dashes, container names must be identifiers. */
export function containerName(remote: RemoteName): string {
  return remote.replace(/-/g, '_');
}
