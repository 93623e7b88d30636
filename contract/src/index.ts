export * from './constants.ts';
export * from './dev.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './trees.ts';
export * from './users.ts';
