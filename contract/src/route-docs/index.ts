// The OpenAPI prose of every route, by method and path (docs/decisions/015-route-docs-in-the-contract.md):
// kept beside the schemas the routes validate with, so the route files hold only what the routes do.
// The server imports it as @leafwise/contract/route-docs; the web app never does.

export { adminAuditDocs } from './admin-audit.ts';
export { adminBoardDocs } from './admin-board.ts';
export { adminImportsDocs } from './admin-imports.ts';
export { adminPeopleDocs } from './admin-people.ts';
export { adminPhotosDocs } from './admin-photos.ts';
export { comparisonsDocs } from './comparisons.ts';
export { courseDocs } from './course.ts';
export { courseStepsDocs } from './course-steps.ts';
export { devDocs } from './dev.ts';
export { healthDocs } from './health.ts';
export { illustrationsDocs } from './illustrations.ts';
export { leaderboardsDocs } from './leaderboards.ts';
export { mediaDocs } from './media.ts';
export { offlinePracticeDocs } from './offline-practice.ts';
export { photosDocs } from './photos.ts';
export { progressDocs } from './progress.ts';
export { quizzesDocs } from './quizzes.ts';
export type { RouteDoc } from './route-doc.ts';
export { treesDocs } from './trees.ts';
export { usersDocs } from './users.ts';
