import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '../features/auth/api/get-session.ts';
import { ApiError } from '../lib/api-client.ts';
import { watchAccount } from './account-watch.ts';

/** localStorage as the browser keeps it, for the page's module-level reads. */
function memoryStorage() {
  const kept = new Map<string, string>();
  return {
    kept,
    getItem: (key: string) => kept.get(key) ?? null,
    setItem: (key: string, value: string) => void kept.set(key, value),
    removeItem: (key: string) => void kept.delete(key),
  };
}

const session = (id: string) => ({
  session: { id: `s-${id}`, expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
  user: { id, name: id, email: `${id}@example.com`, emailVerified: true },
});
const refused = () => new ApiError(401, 'User not authenticated');

let storage: ReturnType<typeof memoryStorage>;
let client: QueryClient;
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('window', { localStorage: storage });
  vi.stubGlobal('localStorage', storage);
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  watchAccount(client);
});
afterEach(() => {
  client.clear();
  vi.unstubAllGlobals();
});

/** Someone's progress and course in the cache, as the pages leave them. */
function personalAnswers() {
  client.setQueryData(['progress'], { answers: 12 });
  client.setQueryData(['course', 'outline'], { units_done: 3 });
}
const cachedKeys = () =>
  client
    .getQueryCache()
    .getAll()
    .map((query) => query.queryKey[0]);

describe('a shared phone: the app forgets an account', () => {
  it('keeps everything while the server names the account this device last saw', () => {
    client.setQueryData(sessionQueryKey, session('ann'));
    personalAnswers();
    client.setQueryData(sessionQueryKey, session('ann'));
    expect(cachedKeys().sort()).toEqual(['course', 'progress', 'session']);
    expect(storage.getItem('leafwise.practiceUser')).toBe('ann');
    expect(storage.getItem('leafwise.practiceUserExpires')).not.toBeNull();
  });

  it('asks again for a read a page is waiting on, instead of leaving the page waiting for ever', async () => {
    // A visitor's page asks for the course; meanwhile the server says someone is signed in here.
    let answers = 0;
    let release: (value: { units_done: number }) => void = () => {};
    const observer = new QueryObserver(client, {
      queryKey: ['course', 'outline'],
      queryFn: () =>
        new Promise<{ units_done: number }>((resolve) => {
          release = resolve;
          answers++;
        }),
    });
    const unsubscribe = observer.subscribe(() => {});
    client.setQueryData(sessionQueryKey, session('ann'));
    // The read made for nobody is dropped and asked again, for ann.
    await vi.waitFor(() => expect(answers).toBe(2));
    release({ units_done: 0 });
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual({ units_done: 0 }));
    expect(observer.getCurrentResult().isPending).toBe(false);
    unsubscribe();
  });

  it('drops every answer of the last account when the server names someone else, or nobody', () => {
    client.setQueryData(sessionQueryKey, session('ann'));
    personalAnswers();
    storage.setItem('leafwise-course-kept', 'build-1');
    client.setQueryData(sessionQueryKey, session('ben'));
    expect(cachedKeys()).toEqual(['session']);
    expect(storage.getItem('leafwise.practiceUser')).toBe('ben');
    // The lessons are kept anew, for the new account.
    expect(storage.getItem('leafwise-course-kept')).toBeNull();

    personalAnswers();
    client.setQueryData(sessionQueryKey, null);
    expect(cachedKeys()).toEqual(['session']);
    expect(storage.getItem('leafwise.practiceUser')).toBeNull();
  });

  it('drops them when a signed-in read is refused as signed out, keeps the refusal, and asks who is signed in', async () => {
    client.setQueryData(sessionQueryKey, session('ann'));
    personalAnswers();
    await client
      .fetchQuery({ queryKey: ['progress', 'due'], queryFn: () => Promise.reject(refused()) })
      .catch(() => {});
    expect(cachedKeys().sort()).toEqual(['progress', 'session']);
    expect(client.getQueryState(['progress', 'due'])?.status).toBe('error');
    expect(client.getQueryData(['progress'])).toBeUndefined();
    expect(storage.getItem('leafwise.practiceUser')).toBeNull();
    expect(client.getQueryState(sessionQueryKey)?.isInvalidated).toBe(true);
  });

  it('starts over only once, however many reads are refused meanwhile', async () => {
    client.setQueryData(sessionQueryKey, session('ann'));
    await client.fetchQuery({ queryKey: ['progress'], queryFn: () => Promise.reject(refused()) }).catch(() => {});
    // A page asks again before the session is known: refused, and nothing more is dropped.
    client.setQueryData(['course', 'outline'], { units_done: 0 });
    await client
      .fetchQuery({ queryKey: ['quizzes', 'open'], queryFn: () => Promise.reject(refused()) })
      .catch(() => {});
    expect(cachedKeys().sort()).toEqual(['course', 'progress', 'quizzes', 'session']);
  });

  it('leaves a page that explains a lapsed session itself to say so', async () => {
    client.setQueryData(sessionQueryKey, session('ann'));
    const board = new QueryObserver(client, {
      queryKey: ['leaderboards', 'ancient'],
      queryFn: () => Promise.reject(refused()),
      meta: { explainsSignedOut: true },
    });
    const stop = board.subscribe(() => {});
    await vi.waitFor(() => expect(board.getCurrentResult().isError).toBe(true));
    expect(cachedKeys()).toContain('leaderboards');
    expect(client.getQueryData(sessionQueryKey)).not.toBeNull();
    stop();
  });

  it('pays no heed to a wrong password, which better-auth also answers with 401', async () => {
    client.setQueryData(sessionQueryKey, session('ann'));
    client.setQueryData(['progress'], { answers: 0 });
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(new ApiError(401, 'Invalid email or password', 'INVALID_EMAIL_OR_PASSWORD')),
    });
    await expect(mutation.execute(undefined)).rejects.toThrow('Invalid email or password');
    expect(cachedKeys().sort()).toEqual(['progress', 'session']);
    // Our own routes' words for a lapsed session, on a write, are another matter.
    const answer = client.getMutationCache().build(client, { mutationFn: () => Promise.reject(refused()) });
    await expect(answer.execute(undefined)).rejects.toThrow('User not authenticated');
    expect(cachedKeys()).toEqual(['session']);
  });
});
