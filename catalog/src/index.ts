export * from './contrast.ts';
export * from './course.ts';
export * from './course-text.ts';
export * from './illustrate/index.ts';
export * from './load.ts';
export * from './look-for.ts';
export * from './schema.ts';
export * from './traits.ts';
