export * from './illustrate/index.ts';
export * from './load.ts';
export * from './schema.ts';
export * from './traits.ts';
