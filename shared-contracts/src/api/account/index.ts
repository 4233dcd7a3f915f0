// The member's own account (shared module shared-contracts/api/account): docs/product.md §2 /reset-password,
// /reset-password/do, /complaints, "Deleting the account", "Privacy rights".
export * from './passwordReset';
export * from './complaints';
export * from './deletion';
export * from './privacy';
export * from './profileEditing';
