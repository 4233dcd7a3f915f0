/**
 * The field error when the password a member types to confirm an account change (a new password, a new e-mail
 * address, deleting the account) is not theirs: one code, so every form shows the same message for it.
 */
export const WRONG_PASSWORD = 'wrong_password';
