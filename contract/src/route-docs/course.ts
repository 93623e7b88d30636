import { COURSE, COURSE_ERRORS } from '../constants/index.ts';
import type { RouteDoc } from './route-doc.ts';

// The OpenAPI prose of server/src/routes/course.ts: what each route does, in the words /api/docs shows.

const RULES = [
  'Units go in order: a unit is `done` once a checkpoint of it is passed ',
  `(${COURSE.passMark * 100} % right), the first unit not done is \`current\`, and those after it are \`locked\`. `,
  'Only the current unit and units done can be practised or tested (`POST /api/quizzes` with mode `practice` or ',
  "`checkpoint`); taking the current unit's checkpoint without practising is testing out. `trees_known` counts ",
  "the unit's trees the learner has named right at least once, in any mode. Signed out, the course shows as a ",
  "new learner's (the first unit current, the rest locked) with `signed_in: false`. See docs/course.md.",
].join('');

export const courseDocs = {
  'GET /course': {
    summary: 'The guided course: every unit in order, with where the caller stands in each',
    description: [
      'Each unit with its lesson, its focus and the slots its questions show, and its trees by name (a lesson ',
      "unit's own, a review's from the units it mixes). ",
      RULES,
    ].join(''),
  },
  'GET /course/units/:unitId': {
    summary: 'One unit of the course, its trees in full for the study cards',
    description: [
      'The unit as `GET /api/course` lists it, with each tree in full (descriptions and pictures, as ',
      `\`GET /api/trees\` sends them). 404 \`${COURSE_ERRORS.noSuchUnit}\` for an id the course does not have. `,
      RULES,
    ].join(''),
  },
} as const satisfies Record<string, RouteDoc>;
