// The member's own account (shared module shared-contracts/api/account): docs/product.md §2 /reset-password,
// /reset-password/do, /complaints.
export * from './passwordReset';
export * from './complaints';
export * from './profileEditing';
