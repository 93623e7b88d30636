import type { OfflineAnswer } from '@leafwise/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { invalidateAfter } from '../../lib/invalidate.ts';
import { useOnline } from '../../lib/online.ts';
import { type KeyValueStore, rememberedUser, rememberUser } from '../../lib/remembered-user.ts';
import {
  addAnswer,
  type QueuedPractice,
  queueStatus,
  readQueue,
  type SendResult,
  sendWaiting,
} from './practice-queue.ts';

/** localStorage, or, where the browser refuses it, a store that lasts as long as the page. */
function deviceStorage(): KeyValueStore {
  try {
    const storage = window.localStorage;
    storage.getItem('leafwise.practiceQueue');
    return storage;
  } catch {
    const kept = new Map<string, string>();
    return {
      getItem: (key) => kept.get(key) ?? null,
      setItem: (key, value) => void kept.set(key, value),
      removeItem: (key) => void kept.delete(key),
    };
  }
}

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine;

/**
 * The practice answers kept on this device, and their way to the server: sent on arrival, when the
 * connection comes back (the window's `online` event), and after each answer, whenever the
 * signed-in user (`userId`: null signed out, undefined while unknown, as offline) is the one they
 * belong to. Offline, answers are kept for the user last seen signed in here (`owner`); back online,
 * `recheckSession` asks the server again who is signed in, if it could not say before.
 */
export function usePracticeQueue(userId: string | null | undefined, recheckSession?: () => void) {
  const [storage] = useState(deviceStorage);
  const queryClient = useQueryClient();
  const [queue, setQueue] = useState<QueuedPractice[]>(() => readQueue(storage));
  const online = useOnline();
  const [sending, setSending] = useState(false);
  const [lastSend, setLastSend] = useState<SendResult>();
  const running = useRef(false);
  const again = useRef(false);
  // Told to wait (429: a day's answers, or too many sends at once): nothing goes until then.
  const pausedUntil = useRef(0);
  const [resumeAt, setResumeAt] = useState(0);

  useEffect(() => {
    if (userId !== undefined) rememberUser(userId, () => storage);
  }, [storage, userId]);
  const owner = userId !== undefined ? userId : rememberedUser(() => storage);

  const send = useCallback(async () => {
    if (!userId || !isOnline() || Date.now() < pausedUntil.current) return;
    // One sending at a time; an answer made meanwhile goes in another round straight after.
    if (running.current) {
      again.current = true;
      return;
    }
    running.current = true;
    setSending(true);
    try {
      do {
        again.current = false;
        const result = await sendWaiting(storage, userId);
        setLastSend(result);
        setQueue(readQueue(storage));
        // The progress page, home's day and the end screens read it: their figures just changed.
        if (result.sent > 0) void invalidateAfter(queryClient, 'practice sent');
        if (result.failure?.status === 429) {
          pausedUntil.current = Date.now() + (result.failure.retryAfter ?? 60) * 1000;
          setResumeAt(pausedUntil.current);
        }
        if (result.failure) break;
      } while (again.current);
    } finally {
      running.current = false;
      setSending(false);
    }
  }, [storage, userId, queryClient]);

  useEffect(() => {
    void send();
  }, [send]);

  // Once the wait is over, the answers kept meanwhile go by themselves (a timer's longest delay is about 24 days).
  useEffect(() => {
    if (resumeAt === 0) return;
    const timer = setTimeout(() => void send(), Math.min(Math.max(0, resumeAt - Date.now()), 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [resumeAt, send]);

  useEffect(() => {
    const goneOnline = () => {
      // A page opened offline could not ask who is signed in, and nothing asks again by itself.
      if (userId === undefined) recheckSession?.();
      void send();
    };
    // Another tab of the app answered or sent: show the queue as it now is.
    const changed = () => setQueue(readQueue(storage));
    window.addEventListener('online', goneOnline);
    window.addEventListener('storage', changed);
    return () => {
      window.removeEventListener('online', goneOnline);
      window.removeEventListener('storage', changed);
    };
  }, [send, storage, userId, recheckSession]);

  const record = useCallback(
    (practice: { practice_id: string; user_id: string | null }, answer: OfflineAnswer) => {
      setQueue(addAnswer(storage, practice, answer));
      void send();
    },
    [storage, send],
  );

  return { owner, ...queueStatus(queue, owner), online, sending, lastSend, record };
}
