import { COURSE_ERRORS } from '../constants/index.ts';
import type { RouteDoc } from './route-doc.ts';

// The OpenAPI prose of server/src/routes/course-steps.ts: what each route does, in the words /api/docs shows.

export const courseStepsDocs = {
  'PUT /course/units/:unitId/steps/:step': {
    summary: "Note that the learner has been through a unit's lesson or its study cards",
    description: [
      'A unit is taught step by step: its lesson, its study cards, a practice, then its checkpoint ',
      '(docs/course.md). The page notes the first two as the learner goes through them; a practice counts once one is ',
      'finished with an answer given, the checkpoint once passed. `steps_done` in `GET /api/course` lists them, ',
      'and the page opens a unit at the first step not done. Idempotent (204 each time). Signed-in users only; ',
      `404 \`${COURSE_ERRORS.noSuchUnit}\` for a unit the course does not have, 403 for a locked one.`,
    ].join(''),
  },
} as const satisfies Record<string, RouteDoc>;
