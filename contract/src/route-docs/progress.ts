import { DAILY_GOAL, MAX_LEVEL, PROGRESS } from '../constants/index.ts';
import type { RouteDoc } from './route-doc.ts';

// The OpenAPI prose of server/src/routes/progress.ts: what each route does, in the words /api/docs shows.

const OWN = "The signed-in user's own progress only; there is no way to ask for anyone else's.";

export const progressDocs = {
  'GET /progress': {
    summary: 'What the signed-in user knows: trees seen, mastered and due, accuracy over time, streak',
    description: [
      'Every answer, in any mode, updates a review card for the tree asked (FSRS: right is Good, wrong is Again, ',
      `a right answer after more than ${PROGRESS.hardAfterSeconds} s is Hard). A tree is mastered when its FSRS `,
      `stability is at least ${PROGRESS.masteredStabilityDays} days, and due when FSRS says so or its last `,
      'answer was wrong. Days (the streak, the chart) are counted in `tz`, an IANA time zone name such as ',
      '`Europe/London` (UTC when omitted). `accuracy` has right and wrong answers per level of the tree asked, ',
      'per day while the first answer is at most 30 days old, else per week (starting Monday) for 26 weeks. ',
      '`answers_today` counts the answers given today in `tz`, in any mode, against `daily_goal` ',
      '(`PUT /api/progress/goal`). ',
      OWN,
    ].join(''),
  },
  'GET /progress/goal': {
    summary: 'The answers a day the signed-in user aims for',
    description: `${DAILY_GOAL.default} until changed. ${OWN}`,
  },
  'PUT /progress/goal': {
    summary: 'Set the answers a day the signed-in user aims for',
    description: [
      `A whole number from ${DAILY_GOAL.min} to ${DAILY_GOAL.max} (${DAILY_GOAL.default} until changed); `,
      "anything else is 400 and changes nothing. Home shows the day's answers against it. ",
      OWN,
    ].join(''),
  },
  'GET /progress/due': {
    summary: "The signed-in user's due trees, in the order a review takes them",
    description: [
      'Trees whose last answer was wrong first, then the most often missed, then the longest overdue. ',
      'A tree never answered is not due: new trees are for training. `next_due_at` is when the next tree not ',
      `due now will be. ${OWN}`,
    ].join(''),
  },
  'GET /progress/level': {
    summary: "The signed-in learner's level",
    description: [
      'The level the learner chose, else the level of the course unit they are on (the highest once the ',
      "course is done). Home's main action, practice, reviews and what counts as due keep to it ",
      `(docs/progress.md). ${OWN}`,
    ].join(''),
  },
  'PUT /progress/level': {
    summary: "Choose the signed-in learner's level, or let it follow the course",
    description: [
      `\`{ "level": 1 }\` to ${MAX_LEVEL} keeps the learner to that level; \`{ "level": null }\` lets it follow `,
      `the course again. Anything else is 400 and changes nothing. ${OWN}`,
    ].join(''),
  },
  'GET /progress/confusions': {
    summary: 'The pairs of trees the signed-in user mixes up most',
    description: [
      'From every wrong answer: the tree shown and the tree chosen. A pair is listed once, turned the way it ',
      'went most (`times`), with the other way round in `reverse_times`; most mixed up first, at most ',
      `${PROGRESS.confusionsListed}. \`trees\` holds each tree named, in full, for a side-by-side comparison. ${OWN}`,
    ].join(''),
  },
} as const satisfies Record<string, RouteDoc>;
