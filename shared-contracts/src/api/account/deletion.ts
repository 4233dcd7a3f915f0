import { z } from 'zod/mini';
import { endpoint } from '../endpoint';
import { textField, validationMessages as m } from '../input';

/** Why a member leaves: the form's choices, in this order; kept without personal data for the operator's statistics. */
export const deletionReasons = ['found_partner', 'not_satisfied', 'too_expensive', 'privacy', 'other'] as const;
export type DeletionReason = (typeof deletionReasons)[number];
export const DELETION_COMMENT_MAX_LENGTH = 1000;

/**
 * DELETE /api/user.php {password, reason, comment?}: deletes the logged-in member's account (docs/product.md
 * "Deleting the account"). The current password proves it is the member, not someone at an unlocked screen.
 */
export const deleteAccountRequestSchema = z.strictObject({
  password: z
    .string({ error: m.required })
    .check(z.minLength(1, { error: m.required }), z.maxLength(1024, { error: m.maxLength })),
  reason: z.enum(deletionReasons, { error: m.notAllowed }),
  comment: z.optional(textField(DELETION_COMMENT_MAX_LENGTH).check(z.trim())),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** The deletion form: the request plus the confirmation the form (not the API) requires. */
export const deleteAccountFormSchema = z.extend(deleteAccountRequestSchema, {
  confirm: z.boolean().check(z.refine((confirmed) => confirmed, { error: 'confirm_required' })),
});
export type DeleteAccountForm = z.infer<typeof deleteAccountFormSchema>;

export const deleteAccountResponseSchema = z.object({ done: z.literal(true) });

export const deleteAccountEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/user.php',
  body: deleteAccountRequestSchema,
  response: deleteAccountResponseSchema,
});
