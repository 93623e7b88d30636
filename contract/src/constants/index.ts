/**
 * The part of the contract that needs no Zod: business constants, the API's messages, and picture
 * URLs (`@leafwise/contract/constants`). The schemas import from here, never the other way round
 * (biome.json refuses Zod and the schema modules in this folder), so a page that only needs a
 * number or a message loads no schema code.
 */
export * from './accounts.ts';
export * from './admin.ts';
export * from './course.ts';
export * from './messages.ts';
export * from './offline-practice.ts';
export * from './pictures.ts';
export * from './progress.ts';
export * from './quizzes.ts';
export * from './trees.ts';
