import {
  ConfusionsSchema,
  DAILY_GOAL,
  DailyGoalBodySchema,
  DailyGoalSchema,
  DueListSchema,
  LearnerLevelBodySchema,
  LearnerLevelSchema,
  MAX_LEVEL,
  NoQuerySchema,
  PROGRESS,
  ProgressQuerySchema,
  ProgressSchema,
  type Tree,
} from '@leafwise/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nextDueAt } from '../progress/due.ts';
import { atLevel, dueTrees } from '../progress/summarise.ts';
import { errorsOf } from './error-responses.ts';
import { callerOf } from './signed-in-guard.ts';

const errors = errorsOf(400, 401, 403);
const OWN = "The signed-in user's own progress only; there is no way to ask for anyone else's.";

export const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  const data = app.progress;

  app.get(
    '/progress',
    {
      schema: {
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
        tags: ['progress'],
        querystring: ProgressQuerySchema,
        response: { 200: ProgressSchema, ...errors },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const json = await data.summaryJson(caller.id, request.query.tz, app.clock());
      // Already JSON (progress-data.ts): sent as it is, past the Zod serialiser.
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(json);
    },
  );

  app.get(
    '/progress/goal',
    {
      schema: {
        summary: 'The answers a day the signed-in user aims for',
        description: `${DAILY_GOAL.default} until changed. ${OWN}`,
        tags: ['progress'],
        querystring: NoQuerySchema,
        response: { 200: DailyGoalSchema, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return { daily_goal: await data.dailyGoal(caller.id) };
    },
  );

  app.put(
    '/progress/goal',
    {
      schema: {
        summary: 'Set the answers a day the signed-in user aims for',
        description: [
          `A whole number from ${DAILY_GOAL.min} to ${DAILY_GOAL.max} (${DAILY_GOAL.default} until changed); `,
          "anything else is 400 and changes nothing. Home shows the day's answers against it. ",
          OWN,
        ].join(''),
        tags: ['progress'],
        querystring: NoQuerySchema,
        body: DailyGoalBodySchema,
        response: { 200: DailyGoalSchema, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return { daily_goal: await data.setDailyGoal(caller.id, request.body.daily_goal) };
    },
  );

  app.get(
    '/progress/due',
    {
      schema: {
        summary: "The signed-in user's due trees, in the order a review takes them",
        description: [
          'Trees whose last answer was wrong first, then the most often missed, then the longest overdue. ',
          'A tree never answered is not due: new trees are for training. `next_due_at` is when the next tree not ',
          `due now will be. ${OWN}`,
        ].join(''),
        tags: ['progress'],
        querystring: NoQuerySchema,
        response: { 200: DueListSchema, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const [cards, { level }] = await Promise.all([data.cards(caller.id), data.level(caller.id)]);
      const now = app.clock();
      return {
        trees: dueTrees(app.trees, cards, now, level),
        next_due_at: nextDueAt(atLevel(app.trees, cards, level), now)?.toISOString() ?? null,
      };
    },
  );

  app.get(
    '/progress/level',
    {
      schema: {
        summary: "The signed-in learner's level",
        description: [
          'The level the learner chose, else the level of the course unit they are on (the highest once the ',
          "course is done). Home's main action, practice, reviews and what counts as due keep to it ",
          `(docs/progress.md). ${OWN}`,
        ].join(''),
        tags: ['progress'],
        querystring: NoQuerySchema,
        response: { 200: LearnerLevelSchema, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return data.level(caller.id);
    },
  );

  app.put(
    '/progress/level',
    {
      schema: {
        summary: "Choose the signed-in learner's level, or let it follow the course",
        description: [
          `\`{ "level": 1 }\` to ${MAX_LEVEL} keeps the learner to that level; \`{ "level": null }\` lets it follow `,
          `the course again. Anything else is 400 and changes nothing. ${OWN}`,
        ].join(''),
        tags: ['progress'],
        querystring: NoQuerySchema,
        body: LearnerLevelBodySchema,
        response: { 200: LearnerLevelSchema, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return data.setLevel(caller.id, request.body.level);
    },
  );

  app.get(
    '/progress/confusions',
    {
      schema: {
        summary: 'The pairs of trees the signed-in user mixes up most',
        description: [
          'From every wrong answer: the tree shown and the tree chosen. A pair is listed once, turned the way it ',
          'went most (`times`), with the other way round in `reverse_times`; most mixed up first, at most ',
          `${PROGRESS.confusionsListed}. \`trees\` holds each tree named, in full, for a side-by-side comparison. ${OWN}`,
        ].join(''),
        tags: ['progress'],
        querystring: NoQuerySchema,
        response: { 200: ConfusionsSchema, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const confusions = await data.confusions(caller.id);
      const ids = new Set(confusions.flatMap((pair) => [pair.shown_tree_id, pair.chosen_tree_id]));
      const trees = [...ids]
        .map((id) => app.trees.get(id))
        .filter((tree): tree is Tree => tree !== undefined)
        .map((tree) => app.trees.withPictures(tree));
      return { confusions, trees };
    },
  );
};
