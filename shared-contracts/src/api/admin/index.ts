// The operator console's calls (docs/operators.md). Only mfe-admin and the API import them: member pages never load
// a byte of the console, so this module is not among the shared singletons.
export * from './audit';
export * from './endpoint';
export * from './prices';
export * from './roles';
export * from './session';
export * from './moderation';
export * from './transparency';
export * from './dashboards';
export * from './experiments';
export * from './members';
export * from './photos';
export * from './queues';
export * from './sites';
