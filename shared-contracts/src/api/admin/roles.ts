/**
 * The operators' roles and what each may do (docs/operators.md). The server checks an operator call's permission on
 * every request (api/src/plugins/operatorSession.ts); the console reads the same table to show only what the role
 * may use. A permission is named after what it allows, not after a page.
 */
export const operatorRoles = ['owner', 'admin', 'moderator', 'analyst'] as const;
export type OperatorRole = (typeof operatorRoles)[number];

const everyone = ['owner', 'admin', 'moderator', 'analyst'] as const;
const management = ['owner', 'admin'] as const;
const safety = ['owner', 'admin', 'moderator'] as const;
const readers = ['owner', 'admin', 'analyst'] as const;

export const permissionRoles = {
  /** Signed in at all: one's own account, the console's frame. */
  console: everyone,
  /** Invite operators, change their roles, disable them. */
  'operators.manage': ['owner'],
  /** Read the audit log. */
  'audit.read': management,
  /** Read and change sites and their settings. */
  'sites.read': management,
  'sites.write': management,
  /** Credit packages, premium plans, campaign codes and offers. */
  'prices.read': management,
  'prices.write': management,
  /** Find members and see their account, profile, photos, reports, ledger and orders. */
  'members.read': safety,
  /** Refunds and credit adjustments. */
  'members.money': management,
  /** Resend activation, export or delete on a member's request (GDPR). */
  'members.account': management,
  /** The reports queue and the actions on members: warn, remove a photo or text, suspend, ban. */
  'reports.read': safety,
  'reports.act': safety,
  /** The photo review queue. */
  'photos.review': safety,
  /** Appeals against decisions. */
  'appeals.decide': safety,
  /** Transparency counts (DSA). */
  'transparency.read': everyone,
  /** Dashboards. */
  'dashboards.read': readers,
  /** A/B experiments on lander versions. */
  'experiments.read': readers,
  'experiments.write': management,
} as const satisfies Record<string, readonly OperatorRole[]>;

export type OperatorPermission = keyof typeof permissionRoles;

export function roleMay(role: OperatorRole, permission: OperatorPermission): boolean {
  return (permissionRoles[permission] as readonly OperatorRole[]).includes(role);
}
