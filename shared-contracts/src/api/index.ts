// The call schemas every page may need (the shell's own calls, login, settings), one shared module so zod is loaded
// once per page. Feature slices keep theirs in subpath modules (shared-contracts/api/signup).
export * from './endpoint';
export * from './errors';
export * from './experiments';
export * from './i18n';
export * from './input';
export * from './landers';
export * from './login';
export * from './memberLanders';
export * from './page-hidden';
export * from './photoUpload';
export * from './profile';
export * from './remotes';
export * from './settings';
export * from './user';
// Traffic source and the logged-out search rule: here, beside the schemas, so the root module needs no zod.
export * from './tracking';
export * from './moderation';
