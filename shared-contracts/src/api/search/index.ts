// The search, profile and likes slice's call schemas (shared module shared-contracts/api/search).
export * from './search';
export * from './likes';
export * from './resell';
