import { z } from 'zod/mini';
import { localeCodes } from '../../locales';
import { trackingSchema } from '../tracking';
import { displayText, idField, textField, validationMessages as m } from '../input';
import { emailField } from './validation';

/** GET /api/validate_email.php?email= (docs/product.md §4 Email status, §7). */
export const validateEmailQuerySchema = z.object({ email: textField(320) });
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

/** Step 0's account fields (docs/product.md §5 rules); the form adds its terms checkbox to them. */
export const accountShape = {
  email: emailField,
  name: displayText(150, { required: true }),
  password: z.string({ error: m.required }).check(z.minLength(1, { error: m.required, abort: true }), z.maxLength(1024, { error: m.maxLength })),
};

/** The rules between the account fields: the name must not start with @ nor be the e-mail address. */
export const accountRules = <T extends { email: string; name: string }>() => [
  z.refine<T>((account) => !account.name.startsWith('@'), { error: m.nameStartsWithAt, path: ['name'] }),
  z.refine<T>((account) => account.name.toLowerCase() !== account.email.toLowerCase(), { error: m.nameEqualToEmail, path: ['name'] }),
];

/** Step 0's account with the docs/product.md §5 rules; the form and the API both use it. */
export const accountSchema = z.object(accountShape).check(...accountRules());
export type Account = z.infer<typeof accountSchema>;

/** Step 0's form: the account plus accepting the terms, which the form (not the API) requires. */
export const accountFormSchema = z
  .object({ ...accountShape, terms: z.boolean().check(z.refine((accepted) => accepted, { error: 'terms_required' })) })
  .check(...accountRules());
export type AccountForm = z.infer<typeof accountFormSchema>;

/** POST /api/user.php?new=1 — the signup payload of docs/product.md §3. */
export const signupRequestSchema = z.object({
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

/** POST /api/user.php?push=1 — a browser push subscription (PushSubscription.toJSON()). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string().check(z.maxLength(2048), z.refine(isPushServiceUrl, { error: 'not_a_push_service' })),
  keys: z.object({ p256dh: base64url(256), auth: base64url(64) }),
});
export const pushRequestSchema = z.object({ subscription: pushSubscriptionSchema });

/** GET /api/activate.php — whether the activation mail has been delivered (docs/product.md §4 Activation progress). */
export const activationStatusSchema = z.object({ delivered: z.boolean() });

/**
 * POST /api/activate.php — send the activation mail again, to a corrected address when `email` is given (with the
 * token validate_email.php gave for it). Only while the address is not confirmed; answers the member.
 */
export const activationResendSchema = z.object({
  email: z.optional(emailField),
  token: z.optional(textField(512)),
});
export type ActivationResend = z.infer<typeof activationResendSchema>;

/** Query of POST /api/user.php: `new=1` signs up, `push=1` adds a push subscription. */
export const userPostQuerySchema = z.object({ new: z.optional(z.literal('1')), push: z.optional(z.literal('1')) });
