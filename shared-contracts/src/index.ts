export * from './routes';
export * from './locales';
export * from './constants';
export * from './http';
