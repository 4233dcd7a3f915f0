// Every call's schemas, one module: apps share it as a singleton, so zod is loaded once per page.
export * from './errors';
export * from './geocode';
export * from './i18n';
export * from './login';
export * from './page-hidden';
export * from './profile';
export * from './profileUpdate';
export * from './push';
export * from './remotes';
export * from './settings';
export * from './signup';
export * from './user';
export * from './validation';
