/**
 * Every query key of the app, in one place; what each change makes stale is beside it
 * (invalidate.ts), the client's counterpart of server/src/cache-invalidation.ts. A feature's query
 * takes its key from here; a mutation says what happened (`invalidateAfter(client, 'level set')`),
 * never which keys of other features to refresh. Apart from invalidate.ts so that the first page,
 * which reads the session, carries only the keys.
 */
// The session's key is read by the first page (the navigation), so it sits in a module of its own:
// this one stays out of the first load.
export { sessionKey } from './session-key.ts';

/** Everything drawn from the learner's answers: the summary, due trees, confusions, goal, level. */
export const progressKey = ['progress'] as const;

export const progressSummaryKey = (tz: string) => ['progress', 'summary', tz] as const;

export const progressDueKey = ['progress', 'due'] as const;

export const progressConfusionsKey = ['progress', 'confusions'] as const;

export const dailyGoalKey = ['progress', 'goal'] as const;

export const levelKey = ['progress', 'level'] as const;

export const courseKey = ['course'] as const;

export const courseOutlineKey = ['course', 'outline'] as const;

export const courseUnitKey = (unitId: string) => ['course', 'units', unitId] as const;

export const quizzesKey = ['quizzes'] as const;

export const quizKey = (quizId: string) => ['quizzes', quizId] as const;

export const quizDebriefKey = (quizId: string) => ['quizzes', quizId, 'debrief'] as const;

export const explanationKey = (quizId: string, index: number) => ['quizzes', quizId, 'explanation', index] as const;

export const openQuizKey = ['quizzes', 'open'] as const;

export const challengeAllowanceKey = ['quizzes', 'challenges', 'today'] as const;

export const leaderboardKey = ['leaderboards', 'ancient'] as const;

export const treeCountsKey = ['trees', 'counts'] as const;

export const comparisonKey = (a: number, b: number) => ['trees', 'compare', a, b] as const;

/** Every photo's credit: the credits page and each species page. */
export const photosKey = ['photos'] as const;

export const photoCreditsKey = ['photos', 'credits'] as const;

export const fieldGuideKey = (version: string) => ['field-guide', version] as const;

export const userKey = (email: string) => ['users', 'email', email.toLowerCase()] as const;

export const verifyEmailKey = (token: string) => ['verify-email', token] as const;

/** The console's lists. */
export const adminKey = {
  people: ['admin', 'people'],
  board: ['admin', 'board'],
  challengeRuns: ['admin', 'challenge-runs'],
  audit: ['admin', 'audit'],
  species: ['admin', 'species'],
} as const;
