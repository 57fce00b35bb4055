export * from './enums.js';
export * from './limits.js';
export * from './errors.js';
export * from './postcode.js';
export * from './phone.js';
export * from './schemas/fields.js';
export * from './schemas/accounts.js';
export * from './schemas/jobs.js';
