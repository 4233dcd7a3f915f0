// The member's own account (shared module shared-contracts/api/account): docs/product.md §2 /reset-password,
// /reset-password/do, /complaints, /notifications, /mail-change/do, /profile, "Deleting the account", "Privacy rights".
export * from './passwordConfirmation';
export * from './passwordReset';
export * from './complaints';
export * from './notifications';
export * from './mailChange';
export * from './deletion';
export * from './privacy';
export * from './profileEditing';
export * from './decisions';
