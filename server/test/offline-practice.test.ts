import { randomUUID } from 'node:crypto';
import {
  type Confusions,
  OFFLINE_PRACTICE,
  OFFLINE_PRACTICE_ERRORS,
  type OfflineAnswer,
  PROGRESS,
  type Progress,
  ProgressSchema,
} from '@leafwise/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaderboardEntries } from '../src/db/leaderboard-schema.ts';
import { offlineAnswers, offlinePractices, reviewCards } from '../src/db/progress-schema.ts';
import { type Account, createAccount } from './helpers/accounts.ts';
import { makeSpecies } from './helpers/factories.ts';
import { getBoard } from './helpers/leaderboards.ts';
import { call } from './helpers/quizzes.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const catalog = Array.from({ length: 8 }, (_, i) => makeSpecies({ level: ((i % 3) + 1) as 1 | 2 | 3 }));
const slugs = catalog.map((species) => species.slug);
const URL = '/api/progress/offline-practice';
const MINUTE = 60_000;
const DAY = 86_400_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(catalog);
});
afterAll(() => t.app.close());

const send = (who: Account | null, body: unknown) =>
  call<{ recorded: number; already_recorded: number }>(t, who, 'POST', URL, body);
const progress = async (who: Account) => {
  const { status, body } = await call<Progress>(t, who, 'GET', '/api/progress?tz=Europe/London');
  expect(status).toBe(200);
  return ProgressSchema.parse(body);
};

/** An answer `minutesAgo` minutes ago: right, or wrong (the next species picked) when `wrong`. */
function answer(index: number, { wrong = false, minutesAgo = 10 } = {}): OfflineAnswer {
  const slug = slugs[index % slugs.length] as string;
  return {
    index,
    slug,
    chosen_slug: wrong ? (slugs[(index + 1) % slugs.length] as string) : slug,
    part: 'leaf',
    answered_at: new Date(Date.now() - minutesAgo * MINUTE).toISOString(),
  };
}

/** Everything a refused request must leave as it was. */
async function snapshot(who: Account) {
  const db = t.database.db;
  const [answers] = await db.select({ n: count() }).from(offlineAnswers);
  const [practices] = await db.select({ n: count() }).from(offlinePractices);
  const cards = await db.select().from(reviewCards).where(eq(reviewCards.user_id, who.id));
  const { answers: answered, right, wrong, seen, answers_today } = await progress(who);
  return {
    answers: answers?.n,
    practices: practices?.n,
    cards,
    progress: { answered, right, wrong, seen, answers_today },
  };
}

describe('sending an offline practice', () => {
  it('answers 401 signed out, and records nothing', async () => {
    const reply = await send(null, { practice_id: randomUUID(), answers: [answer(0)] });
    expect(reply).toEqual({ status: 401, body: { msg: 'User not authenticated' } });
    const [stored] = await t.database.db.select({ n: count() }).from(offlinePractices);
    expect(stored?.n).toBe(0);
  });

  it('counts each answer once in GET /api/progress, however often the batch is replayed', async () => {
    const me = await createAccount(t);
    // Due trees of every level count (the learner's level would leave rarer ones out: progress-api.test.ts).
    expect((await call(t, me, 'PUT', '/api/progress/level', { level: 3 })).status).toBe(200);
    // Read first, so a summary is kept in memory: the sync must make it go.
    expect(await progress(me)).toMatchObject({ answers: 0, seen: 0 });

    const practiceId = randomUUID();
    const batch = [answer(0), answer(1, { wrong: true }), answer(2), answer(3, { wrong: true }), answer(4)];
    expect(await send(me, { practice_id: practiceId, answers: batch })).toEqual({
      status: 200,
      body: { recorded: 5, already_recorded: 0 },
    });

    const after = await progress(me);
    expect(after).toMatchObject({
      answers: 5,
      right: 3,
      wrong: 2,
      seen: 5,
      due: 2,
      answers_today: 5,
      practised_today: true,
      streak_days: 1,
    });
    expect(after.accuracy.points.reduce((sum, point) => sum + point.right + point.wrong, 0)).toBe(5);
    const missed = new Set([catalog[1]?.slug, catalog[3]?.slug]);
    for (const row of after.species) {
      const slug = catalog.find((species) => species.name_sci === row.tree_name_sci)?.slug;
      expect(row).toMatchObject({ seen: 1, right: missed.has(slug) ? 0 : 1, due: missed.has(slug) });
    }

    // The whole batch twice more, then a part of it with one new answer.
    for (let i = 0; i < 2; i++) {
      expect((await send(me, { practice_id: practiceId, answers: batch })).body).toEqual({
        recorded: 0,
        already_recorded: 5,
      });
    }
    const part = { practice_id: practiceId, answers: [batch[1], batch[4], answer(5)] };
    expect((await send(me, part)).body).toEqual({ recorded: 1, already_recorded: 2 });
    expect((await send(me, part)).body).toEqual({ recorded: 0, already_recorded: 3 });

    expect(await progress(me)).toMatchObject({ answers: 6, right: 4, wrong: 2, seen: 6, answers_today: 6 });
    const cards = await t.database.db.select().from(reviewCards).where(eq(reviewCards.user_id, me.id));
    expect(cards.map((card) => card.seen)).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it('counts a batch sent twice at once only once', async () => {
    const me = await createAccount(t);
    const body = { practice_id: randomUUID(), answers: [answer(0), answer(1), answer(2, { wrong: true })] };
    const replies = await Promise.all([send(me, body), send(me, body), send(me, body)]);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200]);
    expect(replies.reduce((sum, reply) => sum + reply.body.recorded, 0)).toBe(3);
    expect(await progress(me)).toMatchObject({ answers: 3, right: 2, wrong: 1, seen: 3 });
  });

  it('lists what was mixed up among the confusions, as a quiz answer would', async () => {
    const me = await createAccount(t);
    const miss = answer(6, { wrong: true });
    await send(me, { practice_id: randomUUID(), answers: [miss, { ...miss, index: 7 }] });
    const { body } = await call<Confusions>(t, me, 'GET', '/api/progress/confusions');
    const shown = t.app.trees.bySlug(miss.slug)?.tree_id;
    const chosen = t.app.trees.bySlug(miss.chosen_slug)?.tree_id;
    expect(body.confusions).toMatchObject([{ shown_tree_id: shown, chosen_tree_id: chosen, times: 2 }]);
  });

  it("refuses someone else's practice and changes nothing for either of them", async () => {
    const owner = await createAccount(t);
    const other = await createAccount(t);
    const practiceId = randomUUID();
    await send(owner, { practice_id: practiceId, answers: [answer(0), answer(1)] });
    const [ownerBefore, otherBefore] = [await snapshot(owner), await snapshot(other)];

    for (const answers of [[answer(0), answer(1)], [answer(2)]]) {
      const reply = await send(other, { practice_id: practiceId, answers });
      expect(reply).toEqual({ status: 403, body: { msg: OFFLINE_PRACTICE_ERRORS.notYours } });
    }
    expect(await snapshot(owner)).toEqual(ownerBefore);
    expect(await snapshot(other)).toEqual(otherBefore);
    expect(otherBefore.cards).toEqual([]);
  });

  it('never touches the leaderboard', async () => {
    const me = await createAccount(t);
    const answers = Array.from({ length: 40 }, (_, i) => answer(i));
    expect((await send(me, { practice_id: randomUUID(), answers })).body.recorded).toBe(40);
    const board = await getBoard(t, me);
    expect(board.status).toBe(200);
    expect(board.body.own_entry).toBeNull();
    const [entries] = await t.database.db.select({ n: count() }).from(leaderboardEntries);
    expect(entries?.n).toBe(0);
  });
});

describe('a practice the server refuses, changing nothing', () => {
  let me: Account;
  const practiceId = randomUUID();
  beforeAll(async () => {
    me = await createAccount(t);
    await send(me, { practice_id: practiceId, answers: [answer(0)] });
  });

  const tooMany = Array.from({ length: OFFLINE_PRACTICE.maxAnswersPerRequest + 1 }, (_, i) => answer(i));
  const cases: [string, () => unknown, string][] = [
    [
      'an unknown species shown',
      () => ({ practice_id: practiceId, answers: [answer(1), { ...answer(2), slug: 'no-such-tree' }] }),
      OFFLINE_PRACTICE_ERRORS.unknownSlug('answers.1.slug', 'no-such-tree'),
    ],
    [
      'an unknown species chosen',
      () => ({ practice_id: practiceId, answers: [{ ...answer(1), chosen_slug: 'quercus-imaginaria' }] }),
      OFFLINE_PRACTICE_ERRORS.unknownSlug('answers.0.chosen_slug', 'quercus-imaginaria'),
    ],
    [
      'an answer from the future',
      () => ({ practice_id: practiceId, answers: [answer(1), answer(2, { minutesAgo: -2 })] }),
      OFFLINE_PRACTICE_ERRORS.future('answers.1.answered_at'),
    ],
    [
      'an answer too old to count',
      () => ({
        practice_id: practiceId,
        answers: [answer(1, { minutesAgo: (OFFLINE_PRACTICE.maxAgeDays * DAY) / MINUTE + 5 })],
      }),
      OFFLINE_PRACTICE_ERRORS.tooOld('answers.0.answered_at'),
    ],
    [
      'the same index twice',
      () => ({ practice_id: practiceId, answers: [answer(1), answer(2), { ...answer(3), index: 1 }] }),
      `answers.2.index: ${OFFLINE_PRACTICE_ERRORS.duplicateIndex(1)}`,
    ],
    [
      'too many answers at once',
      () => ({ practice_id: randomUUID(), answers: tooMany }),
      `answers may hold at most ${OFFLINE_PRACTICE.maxAnswersPerRequest} answers at once`,
    ],
    ['no answers', () => ({ practice_id: randomUUID(), answers: [] }), 'answers must hold at least one answer'],
    [
      'a practice id that is not a UUID',
      () => ({ practice_id: 'practice-1', answers: [answer(1)] }),
      'practice_id must be a UUID',
    ],
    [
      'a field the body does not have',
      () => ({ practice_id: practiceId, answers: [answer(1)], score: 140 }),
      'unknown parameter: score',
    ],
    [
      'a field an answer does not have',
      () => ({ practice_id: practiceId, answers: [{ ...answer(1), correct: true }] }),
      'answers.0: unknown parameter: correct',
    ],
    [
      'a part no drawing shows',
      () => ({ practice_id: practiceId, answers: [{ ...answer(1), part: 'root' }] }),
      'answers.0.part: part must be one of leaf, bark, bud, seed, form',
    ],
    [
      'an index that is not a whole number',
      () => ({ practice_id: practiceId, answers: [{ ...answer(1), index: 1.5 }] }),
      'answers.0.index: index must be a whole number',
    ],
    [
      'a time that is not a date',
      () => ({ practice_id: practiceId, answers: [{ ...answer(1), answered_at: 'yesterday' }] }),
      'answers.0.answered_at: answered_at must be a date and time (ISO 8601)',
    ],
  ];

  it.each(cases)('refuses %s with 400', async (_, body, msg) => {
    const before = await snapshot(me);
    expect(await send(me, body())).toEqual({ status: 400, body: { msg } });
    expect(await snapshot(me)).toEqual(before);
  });

  it('takes an answer up to a minute ahead of its clock, and one just under the age limit', async () => {
    const ahead = { ...answer(1), answered_at: new Date(Date.now() + 30_000).toISOString() };
    const old = answer(2, { minutesAgo: (OFFLINE_PRACTICE.maxAgeDays * DAY) / MINUTE - 5 });
    expect((await send(me, { practice_id: practiceId, answers: [ahead, old] })).body).toEqual({
      recorded: 2,
      already_recorded: 0,
    });
  });
});

describe('how far an offline practice can go (a walker, not a flood)', () => {
  /** `n` answers from `from` on, right unless `wrong`, spread over the last hour. */
  const many = (from: number, n: number) =>
    Array.from({ length: n }, (_, i) => ({
      ...answer(from + i),
      answered_at: new Date(Date.now() - (i % 60) * MINUTE).toISOString(),
    }));

  it(`takes ${OFFLINE_PRACTICE.answersPerDay} new answers a day, then refuses more (429) and writes nothing, yet always takes a replay`, async () => {
    const me = await createAccount(t);
    const practiceId = randomUUID();
    const batch = OFFLINE_PRACTICE.maxAnswersPerRequest;
    for (let from = 0; from < OFFLINE_PRACTICE.answersPerDay; from += batch) {
      expect((await send(me, { practice_id: practiceId, answers: many(from, batch) })).status).toBe(200);
    }
    const before = await snapshot(me);
    const over = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { cookie: me.cookie },
      payload: { practice_id: randomUUID(), answers: [answer(0)] },
    });
    expect(over.statusCode).toBe(429);
    expect(over.json().msg).toMatch(
      /^You have sent 1,000 practice answers in the last 24 hours, the most that count in a day\. The rest stay on this device and can go in (23 h \d+ min|24 h)\.$/,
    );
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(await snapshot(me)).toEqual(before);
    // A batch already recorded, sent again (its reply was lost), is still taken, so the phone can let it go.
    expect(await send(me, { practice_id: practiceId, answers: many(0, batch) })).toEqual({
      status: 200,
      body: { recorded: 0, already_recorded: batch },
    });
    // Someone else is not held back by it.
    const other = await createAccount(t);
    expect((await send(other, { practice_id: randomUUID(), answers: [answer(0)] })).status).toBe(200);
  });

  it(`takes ${OFFLINE_PRACTICE.requestsPerMinute} sends a minute from one account, then asks it to wait`, async () => {
    const me = await createAccount(t);
    const body = { practice_id: randomUUID(), answers: [answer(0)] };
    const statuses: number[] = [];
    for (let i = 0; i <= OFFLINE_PRACTICE.requestsPerMinute; i++) statuses.push((await send(me, body)).status);
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    const refused = await t.app.inject({ method: 'POST', url: URL, headers: { cookie: me.cookie }, payload: body });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ msg: OFFLINE_PRACTICE_ERRORS.tooManySends });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('never makes a tree mastered, however its answers are spaced in the past', async () => {
    const me = await createAccount(t);
    // The attack: one tree named right on days spread over the last month, sent at once.
    const spaced = [29, 21, 14, 9, 5, 3, 2, 1, 0].map((daysAgo, index) => ({
      ...answer(0),
      index,
      answered_at: new Date(Date.now() - daysAgo * DAY - MINUTE).toISOString(),
    }));
    expect((await send(me, { practice_id: randomUUID(), answers: spaced })).status).toBe(200);
    const [card] = await t.database.db.select().from(reviewCards).where(eq(reviewCards.user_id, me.id));
    expect(card?.stability).toBeLessThanOrEqual(PROGRESS.offlineStabilityCeilingDays);
    expect(card?.stability).toBeGreaterThan(5);
    expect(await progress(me)).toMatchObject({ seen: 1, mastered: 0 });
  });

  it('keeps a tree mastered in quizzes mastered, and lets a wrong answer bring it down as any answer would', async () => {
    const me = await createAccount(t);
    expect((await send(me, { practice_id: randomUUID(), answers: [answer(0, { minutesAgo: 60 })] })).status).toBe(200);
    // As if months of quizzes had made it mastered.
    await t.database.db.update(reviewCards).set({ stability: 60 }).where(eq(reviewCards.user_id, me.id));
    expect((await send(me, { practice_id: randomUUID(), answers: [answer(0)] })).status).toBe(200);
    expect(await progress(me)).toMatchObject({ mastered: 1 });
    expect(
      (await send(me, { practice_id: randomUUID(), answers: [answer(0, { wrong: true, minutesAgo: 1 })] })).status,
    ).toBe(200);
    expect(await progress(me)).toMatchObject({ mastered: 0 });
  });

  it(`counts a day toward the streak only if its answers arrived within ${OFFLINE_PRACTICE.streakGraceDays} days`, async () => {
    const me = await createAccount(t);
    // Today and yesterday, then a month written into the past in the same send.
    const days = [0, 1, ...Array.from({ length: 24 }, (_, i) => 5 + i)];
    const answers = days.map((daysAgo, index) => ({
      ...answer(index),
      answered_at: new Date(Date.now() - daysAgo * DAY - 5 * MINUTE).toISOString(),
    }));
    expect((await send(me, { practice_id: randomUUID(), answers })).status).toBe(200);
    // Every answer is in the history; only the two days heard of in time make the streak.
    expect(await progress(me)).toMatchObject({ answers: days.length, streak_days: 2, practised_today: true });
  });
});
