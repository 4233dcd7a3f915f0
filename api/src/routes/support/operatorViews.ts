import {
  permissionRoles,
  roleMay,
  type OperatorPermission,
  type OperatorSession,
  type OperatorView,
} from 'shared-contracts/api/admin';
import type { Operator } from '../../repositories/operators';

/** An operator as the console shows them. */
export function operatorView(operator: Operator): OperatorView {
  return {
    id: operator.id,
    email: operator.email,
    name: operator.name,
    role: operator.role,
    status: operator.status,
    has_credentials: operator.has_credentials,
    locale: operator.locale,
    created_at: operator.created_at.toISOString(),
    last_sign_in_at: operator.last_sign_in_at?.toISOString() ?? null,
  };
}

/** The signed-in operator and everything the role may do. */
export function operatorSession(operator: Operator): OperatorSession {
  const permissions = (Object.keys(permissionRoles) as OperatorPermission[]).filter((permission) =>
    roleMay(operator.role, permission),
  );
  return { operator: operatorView(operator), permissions };
}
