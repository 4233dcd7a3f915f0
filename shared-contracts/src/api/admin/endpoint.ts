import type { Endpoint } from '../endpoint';
import type { OperatorPermission } from './roles';

/**
 * An operator call (docs/operators.md): under /api/admin/, and it names the permission it needs, which the server
 * checks on every request before the handler runs. `signIn` calls need no session (signing in, accepting an
 * invitation); `cli` calls take the operator token of the command line (`npm run operator`), never a session.
 */
export interface AdminEndpoint extends Endpoint {
  readonly path: `/api/admin/${string}`;
  readonly permission: OperatorPermission | 'signIn' | 'cli';
}

export const adminEndpoint = <const E extends AdminEndpoint>(definition: E): E => definition;
