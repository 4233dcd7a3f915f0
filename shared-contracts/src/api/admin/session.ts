import { z } from 'zod/mini';
import { idField, textField } from '../input';
import { localeCodes } from '../../locales';
import { adminEndpoint } from './endpoint';
import { operatorRoles, type OperatorPermission, permissionRoles } from './roles';

/** The console speaks every interface locale of the member site. */
export const operatorLocales = localeCodes;
export type OperatorLocale = (typeof operatorLocales)[number];
export const operatorStatuses = ['invited', 'active', 'disabled'] as const;

const emailInput = textField(254).check(
  z.trim(),
  z.minLength(1, { error: 'required' }),
  z.email({ error: 'invalid_email' }),
);
/** A new operator password: long enough to resist guessing offline, at most what argon2 is given. */
export const OPERATOR_PASSWORD_MIN = 12;
const newPassword = z
  .string({ error: 'required' })
  .check(z.minLength(OPERATOR_PASSWORD_MIN, { error: 'min_length' }), z.maxLength(1024, { error: 'max_length' }));
/** Six digits from the authenticator app; spaces (as some apps show them) are left out. */
export const totpCode = z.pipe(
  z.string({ error: 'required' }).check(z.overwrite((value) => value.replace(/\s/g, ''))),
  z.string().check(z.regex(/^\d{6}$/, { error: 'totp_format' })),
);

export const operatorSchema = z.object({
  id: z.int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(operatorRoles),
  status: z.enum(operatorStatuses),
  /**
   * Whether the operator has a password and an authenticator: not while invited, nor once an invitation is withdrawn
   * (disabled without them), when only a new invitation brings them in.
   */
  has_credentials: z.boolean(),
  locale: z.enum(operatorLocales),
  created_at: z.string(),
  last_sign_in_at: z.nullable(z.string()),
});
export type OperatorView = z.infer<typeof operatorSchema>;

const permissionNames = Object.keys(permissionRoles) as [OperatorPermission, ...OperatorPermission[]];
/** The signed-in operator, with what the role may do, so the console shows only that. */
export const operatorSessionSchema = z.object({
  operator: operatorSchema,
  permissions: z.array(z.enum(permissionNames)),
});
export type OperatorSession = z.infer<typeof operatorSessionSchema>;

/** 401 on every operator call without a console session: the console shows its sign-in. */
export const OPERATOR_SIGN_IN_REQUIRED = 'operator_sign_in_required';
/** 403 on a call the operator's role may not make. */
export const OPERATOR_FORBIDDEN = 'operator_forbidden';
/** 401 for any wrong e-mail, password or code: the answer never says which. */
export const OPERATOR_INVALID_CREDENTIALS = 'invalid_credentials';

export const operatorSignInSchema = z.strictObject({
  email: emailInput,
  password: z.string({ error: 'required' }).check(z.minLength(1, { error: 'required' }), z.maxLength(1024)),
  code: totpCode,
});
export type OperatorSignIn = z.infer<typeof operatorSignInSchema>;

/** POST /api/admin/session.php: e-mail, password and a TOTP code in one step; starts a console session. */
export const operatorSignInEndpoint = adminEndpoint({
  method: 'POST',
  path: '/api/admin/session.php',
  permission: 'signIn',
  body: operatorSignInSchema,
  response: operatorSessionSchema,
});

/** GET /api/admin/session.php: the operator of this console session. */
export const operatorSessionEndpoint = adminEndpoint({
  method: 'GET',
  path: '/api/admin/session.php',
  permission: 'console',
  response: operatorSessionSchema,
});

/** DELETE /api/admin/session.php: signs out (ends the session on the server). */
export const operatorSignOutEndpoint = adminEndpoint({
  method: 'DELETE',
  path: '/api/admin/session.php',
  permission: 'console',
  response: z.object({ done: z.literal(true) }),
});

/** PUT /api/admin/session.php: the operator's own name and console language. */
export const operatorProfileEndpoint = adminEndpoint({
  method: 'PUT',
  path: '/api/admin/session.php',
  permission: 'console',
  body: z.strictObject({
    name: z.optional(textField(150).check(z.trim())),
    locale: z.optional(z.enum(operatorLocales)),
  }),
  response: operatorSessionSchema,
});

const inviteToken = z.string({ error: 'required' }).check(z.regex(/^[\w-]{43}$/, { error: 'invalid_token' }));

/** 410 for an unknown, used or expired invitation link. */
export const OPERATOR_INVITE_INVALID = 'operator_invite_invalid';

/**
 * GET /api/admin/invite.php?token=: the invitation a link opens, with a new authenticator secret to set up (shown as
 * a QR code and as text). Nothing is stored until the operator accepts with a code from that secret.
 */
export const operatorInviteEndpoint = adminEndpoint({
  method: 'GET',
  path: '/api/admin/invite.php',
  permission: 'signIn',
  query: z.strictObject({ token: inviteToken }),
  response: z.object({
    email: z.string(),
    /** The name the owner gave when inviting ('' for none): the form starts with it. */
    name: z.string(),
    role: z.enum(operatorRoles),
    totp: z.object({
      secret: z.string(),
      /** The otpauth:// URI the QR code holds. */
      uri: z.string(),
      /** The QR code of the URI as an SVG document (shown as an image, never inlined as markup). */
      qr_svg: z.string(),
    }),
  }),
});

/** POST /api/admin/invite.php: accepts an invitation: password, the secret shown and a code from it; signs in. */
export const operatorAcceptInviteEndpoint = adminEndpoint({
  method: 'POST',
  path: '/api/admin/invite.php',
  permission: 'signIn',
  body: z.strictObject({
    token: inviteToken,
    name: textField(150).check(z.trim(), z.minLength(1, { error: 'required' })),
    password: newPassword,
    secret: z.string().check(z.regex(/^[A-Z2-7]{32}$/, { error: 'invalid_secret' })),
    code: totpCode,
  }),
  response: operatorSessionSchema,
});

/** GET /api/admin/operators.php: every operator (owners only). */
export const operatorListEndpoint = adminEndpoint({
  method: 'GET',
  path: '/api/admin/operators.php',
  permission: 'operators.manage',
  response: z.object({ operators: z.array(operatorSchema) }),
});

/** POST /api/admin/operators.php: invites an operator; the link goes to the address by mail. */
export const operatorInviteCreateEndpoint = adminEndpoint({
  method: 'POST',
  path: '/api/admin/operators.php',
  permission: 'operators.manage',
  body: z.strictObject({
    email: emailInput,
    name: z.optional(textField(150).check(z.trim())),
    role: z.enum(operatorRoles, { error: 'not_allowed' }),
  }),
  response: z.object({ operator: operatorSchema }),
});

/** 409: the address has an operator already. */
export const OPERATOR_EXISTS = 'operator_exists';
/** 409: the change would leave no active owner. */
export const LAST_OWNER = 'last_owner';

/**
 * PUT /api/admin/operators.php: changes an operator's role or status (active ↔ disabled; disabling an invited
 * operator withdraws the invitation, whose link ends at once), or `reinvite` (a new invitation; the old password and
 * authenticator stop working). Every session of that operator ends.
 */
export const operatorUpdateEndpoint = adminEndpoint({
  method: 'PUT',
  path: '/api/admin/operators.php',
  permission: 'operators.manage',
  body: z.strictObject({
    id: idField,
    role: z.optional(z.enum(operatorRoles, { error: 'not_allowed' })),
    status: z.optional(z.enum(['active', 'disabled'], { error: 'not_allowed' })),
    reinvite: z.optional(z.literal(true)),
  }),
  response: z.object({ operator: operatorSchema }),
});

/**
 * POST /api/admin/cli_operator.php: `npm run operator -- create` on the server's machine; bearer operator token
 * (DATA_DIR/operator-token or OPERATOR_TOKEN), never a session. Answers the TOTP secret once.
 */
export const operatorCliCreateEndpoint = adminEndpoint({
  method: 'POST',
  path: '/api/admin/cli_operator.php',
  permission: 'cli',
  // The command line sends a bearer token, not cookies: there is nothing for another site to ride on.
  csrf: 'noToken',
  body: z.strictObject({
    email: emailInput,
    role: z.enum(operatorRoles, { error: 'not_allowed' }),
    password: newPassword,
    name: z.optional(textField(150).check(z.trim())),
  }),
  response: z.object({ operator: operatorSchema, totp_secret: z.string(), totp_uri: z.string() }),
});
