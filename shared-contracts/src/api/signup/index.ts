// The signup slice's call schemas: a separate shared module, so pages that sign nobody up do not load them.
export * from './account';
export * from './dateParts';
export * from './geocode';
export * from './profileUpdate';
export * from './push';
export * from './validation';
