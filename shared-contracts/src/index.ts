export * from './routes';
export * from './remotes';
export * from './locales';
export * from './constants';
export * from './http';
export * from './persisted';
export * from './text';
export * from './devTools';
