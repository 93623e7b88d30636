import type { OfflineAnswer } from '@leafwise/contract';
import { OFFLINE_PRACTICE, VISITOR_ACCOUNT } from '@leafwise/contract/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  accountOfReads,
  type KeyValueStore,
  lastSeenUser,
  rememberedUser,
  rememberUser,
} from '../../lib/remembered-user.ts';
import { addAnswer, dropExpired, queueStatus, readQueue, sendWaiting } from './practice-queue.ts';

/** localStorage as a Map, with the same refusals of nothing. */
function memoryStorage(): KeyValueStore & { kept: Map<string, string> } {
  const kept = new Map<string, string>();
  return {
    kept,
    getItem: (key) => kept.get(key) ?? null,
    setItem: (key, value) => void kept.set(key, value),
    removeItem: (key) => void kept.delete(key),
  };
}

const NOW = new Date('2026-05-04T10:00:00Z');
const answer = (index: number, answeredAt = NOW): OfflineAnswer => ({
  index,
  slug: 'fagus-sylvatica',
  chosen_slug: index % 2 ? 'carpinus-betulus' : 'fagus-sylvatica',
  part: 'leaf',
  answered_at: answeredAt.toISOString(),
});

const ME = { practice_id: '6f1c7a52-0a3e-4d4b-9b4e-2f7f3a0f9a11', user_id: 'user-me' };
const SIGNED_OUT = { practice_id: '0d6f3c1e-7b8a-4f5e-8c2d-1a9b8c7d6e5f', user_id: null };
const SOMEONE_ELSE = { practice_id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', user_id: 'user-other' };

type Sent = { practice_id: string; answers: OfflineAnswer[] };

/** Stands in for the server: records each request, answers as `reply` says (a status, or a network failure). */
function fakeServer(reply: (body: Sent, call: number) => number | 'offline' = () => 200) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    expect(url).toBe('/api/progress/offline-practice');
    expect(init.method).toBe('POST');
    const body = JSON.parse(init.body as string) as Sent;
    const status = reply(body, sent.length);
    sent.push(body);
    if (status === 'offline') throw new TypeError('Failed to fetch');
    const payload =
      status === 200 ? { recorded: body.answers.length, already_recorded: 0 } : { msg: `refused with ${status}` };
    return new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the queue kept on the device', () => {
  it('keeps each practice with the account it counts for, and its answers in order', () => {
    const storage = memoryStorage();
    addAnswer(storage, ME, answer(0));
    addAnswer(storage, SIGNED_OUT, answer(0));
    const queue = addAnswer(storage, ME, answer(1));
    expect(queue).toEqual([
      { ...ME, answers: [answer(0), answer(1)] },
      { ...SIGNED_OUT, answers: [answer(0)] },
    ]);
    expect(queueStatus(queue, 'user-me')).toEqual({ waiting: 2, notCounting: 1 });
    expect(queueStatus(queue, 'user-other')).toEqual({ waiting: 0, notCounting: 1 });
    expect(queueStatus(queue, null)).toEqual({ waiting: 0, notCounting: 1 });
  });

  it('reads what storage holds defensively: garbage is an empty queue, bad answers are left out', () => {
    const storage = memoryStorage();
    storage.setItem('leafwise.practiceQueue', '{not json');
    expect(readQueue(storage)).toEqual([]);
    storage.setItem(
      'leafwise.practiceQueue',
      JSON.stringify([
        { ...ME, answers: [answer(0), { ...answer(1), part: 'root' }, { index: 'two' }, null] },
        { practice_id: 5, answers: [] },
        'nonsense',
      ]),
    );
    expect(readQueue(storage)).toEqual([{ ...ME, answers: [answer(0)] }]);
  });

  it('remembers who was signed in, for use offline, and forgets them once signed out', () => {
    const storage = memoryStorage();
    expect(rememberedUser(() => storage)).toBeNull();
    rememberUser('user-me', () => storage);
    expect(rememberedUser(() => storage)).toBe('user-me');
    rememberUser(null, () => storage);
    expect(rememberedUser(() => storage)).toBeNull();
  });

  it('takes a session that has run out since as nobody signed in, and keeps no end date across accounts', () => {
    const storage = memoryStorage();
    const now = Date.now();
    rememberUser('user-me', () => storage, new Date(now - 60_000).toISOString());
    expect(rememberedUser(() => storage, now)).toBeNull();
    expect(lastSeenUser(() => storage)).toBe('user-me');
    expect(accountOfReads(() => storage)).toBe(VISITOR_ACCOUNT);
    // Another account signs in: the first one's end date is not theirs.
    rememberUser('user-you', () => storage);
    expect(rememberedUser(() => storage, now)).toBe('user-you');
    rememberUser('user-you', () => storage, new Date(now + 7 * 86_400_000).toISOString());
    expect(rememberedUser(() => storage, now)).toBe('user-you');
    expect(accountOfReads(() => storage)).toBe('user-you');
  });

  it('drops answers older than the server takes', () => {
    const storage = memoryStorage();
    const old = new Date(NOW.getTime() - (OFFLINE_PRACTICE.maxAgeDays + 1) * 86_400_000);
    addAnswer(storage, ME, answer(0, old));
    addAnswer(storage, ME, answer(1));
    addAnswer(storage, SIGNED_OUT, answer(0, old));
    expect(dropExpired(storage, NOW)).toBe(2);
    expect(readQueue(storage)).toEqual([{ ...ME, answers: [answer(1)] }]);
  });
});

describe('sending the waiting answers', () => {
  it("sends only the signed-in user's answers, and takes them off the queue once confirmed", async () => {
    const storage = memoryStorage();
    for (const practice of [ME, SIGNED_OUT, SOMEONE_ELSE]) {
      addAnswer(storage, practice, answer(0));
      addAnswer(storage, practice, answer(1));
    }
    const sent = fakeServer();
    expect(await sendWaiting(storage, 'user-me', NOW)).toEqual({ sent: 2, refused: 0 });
    expect(sent).toEqual([{ practice_id: ME.practice_id, answers: [answer(0), answer(1)] }]);
    expect(readQueue(storage).map((practice) => practice.user_id)).toEqual([null, 'user-other']);

    // Nothing left for this user: no request at all.
    expect(await sendWaiting(storage, 'user-me', NOW)).toEqual({ sent: 0, refused: 0 });
    expect(sent).toHaveLength(1);
  });

  it(`sends a long practice ${OFFLINE_PRACTICE.maxAnswersPerRequest} answers at a time`, async () => {
    const storage = memoryStorage();
    const total = OFFLINE_PRACTICE.maxAnswersPerRequest * 2 + 50;
    storage.setItem(
      'leafwise.practiceQueue',
      JSON.stringify([{ ...ME, answers: Array.from({ length: total }, (_, i) => answer(i)) }]),
    );
    const sent = fakeServer();
    expect(await sendWaiting(storage, 'user-me', NOW)).toEqual({ sent: total, refused: 0 });
    expect(sent.map((batch) => batch.answers.length)).toEqual([200, 200, 50]);
    expect(sent.flatMap((batch) => batch.answers.map((a) => a.index))).toEqual([...Array(total).keys()]);
    expect(storage.kept.has('leafwise.practiceQueue')).toBe(false);
  });

  it('keeps everything when offline, and sends it all once the connection is back', async () => {
    const storage = memoryStorage();
    addAnswer(storage, ME, answer(0));
    addAnswer(storage, ME, answer(1));
    fakeServer(() => 'offline');
    const offline = await sendWaiting(storage, 'user-me', NOW);
    expect(offline).toMatchObject({ sent: 0, refused: 0, failure: { status: 0 } });
    expect(queueStatus(readQueue(storage), 'user-me').waiting).toBe(2);

    const sent = fakeServer();
    expect(await sendWaiting(storage, 'user-me', NOW)).toEqual({ sent: 2, refused: 0 });
    expect(sent).toHaveLength(1);
    expect(readQueue(storage)).toEqual([]);
  });

  it('keeps the answers when the session has lapsed or the server fails, to try again later', async () => {
    for (const status of [401, 429, 500, 503]) {
      const storage = memoryStorage();
      addAnswer(storage, ME, answer(0));
      fakeServer(() => status);
      const result = await sendWaiting(storage, 'user-me', NOW);
      expect(result).toMatchObject({ sent: 0, refused: 0, failure: { status } });
      expect(readQueue(storage)).toEqual([{ ...ME, answers: [answer(0)] }]);
    }
  });

  it('sets aside a batch the server refuses for good (400, 403), and goes on with the next practice', async () => {
    const storage = memoryStorage();
    const second = { practice_id: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f', user_id: 'user-me' };
    addAnswer(storage, ME, answer(0));
    addAnswer(storage, second, answer(0));
    addAnswer(storage, second, answer(1));
    const sent = fakeServer((body) => (body.practice_id === ME.practice_id ? 403 : 200));
    expect(await sendWaiting(storage, 'user-me', NOW)).toEqual({ sent: 2, refused: 1 });
    expect(sent.map((batch) => batch.practice_id)).toEqual([ME.practice_id, second.practice_id]);
    expect(readQueue(storage)).toEqual([]);

    addAnswer(storage, ME, answer(5));
    fakeServer(() => 400);
    expect(await sendWaiting(storage, 'user-me', NOW)).toEqual({ sent: 0, refused: 1 });
    expect(readQueue(storage)).toEqual([]);
  });

  it('keeps an answer given while its practice was on the way, and sends it next', async () => {
    const storage = memoryStorage();
    addAnswer(storage, ME, answer(0));
    const sent = fakeServer((_, call) => {
      // The learner answers again while the first request is out.
      if (call === 0) addAnswer(storage, ME, answer(1));
      return 200;
    });
    expect(await sendWaiting(storage, 'user-me', NOW)).toEqual({ sent: 2, refused: 0 });
    expect(sent.map((batch) => batch.answers.map((a) => a.index))).toEqual([[0], [1]]);
    expect(readQueue(storage)).toEqual([]);
  });

  it('never sends expired answers', async () => {
    const storage = memoryStorage();
    addAnswer(storage, ME, answer(0, new Date(NOW.getTime() - 40 * 86_400_000)));
    addAnswer(storage, ME, answer(1));
    const sent = fakeServer();
    expect(await sendWaiting(storage, 'user-me', NOW)).toEqual({ sent: 1, refused: 0 });
    expect(sent).toEqual([{ practice_id: ME.practice_id, answers: [answer(1)] }]);
  });
});
