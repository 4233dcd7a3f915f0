import { z } from 'zod/mini';
import { endpoint } from '../endpoint';
import { displayText, textField, validationMessages as m } from '../input';
import { emailField } from '../signup/validation';

/** What a complaint is about: the page's choices, in this order. */
export const complaintTopics = ['profile', 'message', 'payment', 'privacy', 'other'] as const;
export const COMPLAINT_MIN_LENGTH = 20;
export const COMPLAINT_MAX_LENGTH = 5000;

/**
 * POST /api/complaints.php: the public complaint form (docs/product.md §2 /complaints). Anyone may complain, member or
 * not; the reply goes to `email`.
 */
export const complaintRequestSchema = z.strictObject({
  name: displayText(150, { required: true }),
  email: emailField,
  topic: z.enum(complaintTopics, { error: m.notAllowed }),
  /** Where it happened: a profile's or page's address, optional. */
  about: z.optional(textField(500).check(z.trim())),
  message: z
    .string({ error: m.required })
    .check(
      z.trim(),
      z.minLength(1, { error: m.required, abort: true }),
      z.minLength(COMPLAINT_MIN_LENGTH, { error: m.minLength }),
      z.maxLength(COMPLAINT_MAX_LENGTH, { error: m.maxLength }),
    ),
  /** One random id per filled-in form: sending it again (a retry after a lost answer) files it once. */
  submission: z.uuid({ error: m.invalidId }),
});
export type ComplaintRequest = z.infer<typeof complaintRequestSchema>;

/** The complaint's reference, which the confirmation shows and the support mail names. */
export const complaintResponseSchema = z.object({ reference: z.string() });

export const complaintEndpoint = endpoint({
  method: 'POST',
  path: '/api/complaints.php',
  body: complaintRequestSchema,
  response: complaintResponseSchema,
});
