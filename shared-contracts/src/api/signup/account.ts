import { z } from 'zod/mini';
import { localeCodes } from '../../locales';
import { endpoint, literalQuery } from '../endpoint';
import { initialSearchSchema } from '../memberLanders';
import { trackingSchema } from '../tracking';
import { userResponseSchema } from '../user';
import { displayText, idField, textField, validationMessages as m } from '../input';
import { emailField, optionalDateOfBirthField } from './validation';

/** GET /api/validate_email.php?email= (docs/product.md §4 Email status, §7). */
export const validateEmailQuerySchema = z.strictObject({ email: textField(320) });
export const emailStatusSchema = z.enum(['new', 'active', 'not_confirmed', 'deleted', 'invalid']);
export type EmailStatus = z.infer<typeof emailStatusSchema>;
export const validateEmailResponseSchema = z.object({
  /** Proves to the signup call that this address was checked; empty unless the status is `new`. */
  token: z.string(),
  status: emailStatusSchema,
  /** The address as the server reads it (trimmed, domain lower-cased): the form takes it over. */
  email: z.string(),
  request_email: z.string(),
});
export type ValidateEmailResponse = z.infer<typeof validateEmailResponseSchema>;
export const validateEmailEndpoint = endpoint({
  method: 'GET',
  path: '/api/validate_email.php',
  query: validateEmailQuerySchema,
  response: validateEmailResponseSchema,
});

/**
 * The message key (namespace `signup`, `validation.<key>`) for an address that cannot sign up, the same one the API
 * answers in `fields.email`: the signup form, the change-address reminder and the server all read it here.
 */
export const emailStatusMessages = {
  active: 'email_exists',
  not_confirmed: 'email_exists',
  deleted: 'email_deleted',
  invalid: 'invalid_email',
} as const satisfies Record<Exclude<EmailStatus, 'new'>, string>;
export type EmailStatusMessage = (typeof emailStatusMessages)[keyof typeof emailStatusMessages];

/** null for `new`, the one status that may sign up. */
export function emailStatusMessage(status: EmailStatus): EmailStatusMessage | null {
  return status === 'new' ? null : emailStatusMessages[status];
}

const startsNotWithAt = z.refine<string>((name) => !name.startsWith('@'), { error: m.nameStartsWithAt });
const notTheEmail = z.refine<{ email: string; name: string }>(
  (account) => account.name.toLowerCase() !== account.email.toLowerCase(),
  { error: m.nameEqualToEmail, path: ['name'] },
);

/** Step 0's account fields (docs/product.md §5 rules); the form adds its terms checkbox to them. */
export const accountShape = {
  email: emailField,
  name: displayText(150, { required: true }).check(startsNotWithAt),
  password: z
    .string({ error: m.required })
    .check(z.minLength(1, { error: m.required, abort: true }), z.maxLength(1024, { error: m.maxLength })),
};

/**
 * The e-mail and the name with the rule between them (the name is not the address). Parsed apart from the other
 * fields: Zod skips an object's rules once any of its fields failed a check that aborts, so in one object with the
 * password the form could only say so after the password was typed.
 */
const emailAndName = z.object({ email: accountShape.email, name: accountShape.name }).check(notTheEmail);

/** The name rules alone, for changing the name later (/profile): the form and PUT /api/user.php both use it. */
export const nameRulesSchema = z
  .object({ email: z.string(), name: z.string().check(startsNotWithAt) })
  .check(notTheEmail);

/** Signup step 4's form: gender ('' for not said), the date of birth it may leave out, and the settings' select fields. */
export function personalFormSchema(minimumAge: number) {
  return z.object({
    gender: z.string(),
    date_of_birth: optionalDateOfBirthField(minimumAge),
    fields: z.record(z.string(), z.string().check(z.trim())),
  });
}
export type PersonalForm = z.infer<ReturnType<typeof personalFormSchema>>;

/**
 * /profile's form: step 4's fields (with the about-me texts among `fields`), the name under signup's rules (it may
 * not be the member's own e-mail address) and the location, whose country is '' while none is chosen.
 */
export function profileDetailsFormSchema(email: string, minimumAge: number) {
  const notTheAddress = z.refine<string>((name) => name.toLowerCase() !== email.toLowerCase(), {
    error: m.nameEqualToEmail,
  });
  return z.object({
    ...personalFormSchema(minimumAge).shape,
    name: accountShape.name.check(notTheAddress),
    country: z.string(),
    countryregion: z.number(),
    city: displayText(255),
  });
}
export type ProfileDetailsForm = z.infer<ReturnType<typeof profileDetailsFormSchema>>;

/** Step 0's account with the docs/product.md §5 rules; the form and the API both use it. */
export const accountSchema = z.intersection(emailAndName, z.object({ password: accountShape.password }));
export type Account = z.infer<typeof accountSchema>;

/** Step 0's form: the account plus accepting the terms, which the form (not the API) requires. */
export const accountFormSchema = z.intersection(
  emailAndName,
  z.object({
    password: accountShape.password,
    terms: z.boolean().check(z.refine((accepted) => accepted, { error: 'terms_required' })),
  }),
);
export type AccountForm = z.infer<typeof accountFormSchema>;

/** POST /api/user.php?new=1 — the signup payload of docs/product.md §3. */
export const signupRequestSchema = z.strictObject({
  email: z.string(),
  name: z.string(),
  password: z.string(),
  /** From validate_email.php. */
  token: textField(512),
  trafficsource: z.optional(trackingSchema),
  timezone: z.optional(textField(64)),
  country: z.optional(textField(2)),
  language: z.optional(z.enum(localeCodes)),
  /** The profile the visitor came to contact (a member's signup lander), if any. */
  profile: z.optional(idField),
  /** The new member's first search, from the match finder's answers; ignored when the site offers no such search. */
  search: z.optional(initialSearchSchema),
  form_path: z.optional(textField(500)),
  referrer: z.optional(textField(2000)),
  csrf: z.optional(textField(128)),
  /** The form's submission id: a repeated submission returns the account it already made. */
  n: z.optional(textField(64)),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

/**
 * Push services (FCM, Mozilla, Apple, Windows) are public HTTPS servers named by DNS. Our server calls whatever
 * endpoint a subscription names, so anything else — plain http, an IP literal, `localhost` or a name without a dot,
 * credentials in the URL — could point it into its own network. The server checks the resolved address again when it
 * sends (api/src/push).
 */
export function isPushServiceUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  const ipLiteral = host.startsWith('[') || /^[\d.]+$/.test(host);
  const internalName = !host.includes('.') || /\.(localhost|local|internal|home\.arpa)$/.test(host);
  return url.protocol === 'https:' && !url.username && !url.password && !ipLiteral && !internalName;
}

const base64url = (max: number) => z.string().check(z.regex(/^[\w-]+=*$/), z.maxLength(max));

/**
 * POST /api/user.php?push=1 — a browser push subscription (PushSubscription.toJSON()). Not strict: browsers add keys of
 * their own (`expirationTime`), which are dropped.
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string().check(z.maxLength(2048), z.refine(isPushServiceUrl, { error: 'not_a_push_service' })),
  keys: z.object({ p256dh: base64url(256), auth: base64url(64) }),
});
export const pushRequestSchema = z.strictObject({ subscription: pushSubscriptionSchema });

/** GET /api/activate.php — whether the activation mail has been delivered (docs/product.md §4 Activation progress). */
export const activationStatusSchema = z.object({ delivered: z.boolean() });

/**
 * POST /api/activate.php — send the activation mail again, to a corrected address when `email` is given (with the
 * token validate_email.php gave for it). Only while the address is not confirmed; answers the member.
 */
export const activationResendSchema = z.strictObject({
  email: z.optional(emailField),
  token: z.optional(textField(512)),
});
export type ActivationResend = z.infer<typeof activationResendSchema>;

/** POST /api/user.php?new=1: signs up, creates the account and logs in. */
const signupQuery = { new: '1' } as const;
export const signupEndpoint = endpoint({
  method: 'POST',
  path: '/api/user.php',
  fixedQuery: signupQuery,
  query: literalQuery(signupQuery),
  body: signupRequestSchema,
  response: userResponseSchema,
});

/** POST /api/user.php?push=1: adds a push subscription to the logged-in member. */
const pushQuery = { push: '1' } as const;
export const pushSubscribeEndpoint = endpoint({
  method: 'POST',
  path: '/api/user.php',
  fixedQuery: pushQuery,
  query: literalQuery(pushQuery),
  body: pushRequestSchema,
  response: userResponseSchema,
});

export const activationStatusEndpoint = endpoint({
  method: 'GET',
  path: '/api/activate.php',
  response: activationStatusSchema,
});
export const resendActivationEndpoint = endpoint({
  method: 'POST',
  path: '/api/activate.php',
  body: activationResendSchema,
  response: userResponseSchema,
});

/**
 * GET /activate/confirm?token= — the link in the activation mail, a page rather than a call. Not strict: mail
 * services and link checkers may add tracking keys to a link, and the member must still be activated.
 */
export const activationLinkQuerySchema = z.object({ token: z.optional(z.string().check(z.maxLength(128))) });
