import type { RateLimitStore } from '../rate-limits/rate-limit-store.ts';

/**
 * Password guesses per account, whatever the client addresses (docs/decisions/010-sign-in-delay-not-lock-out.md).
 * The first FREE_ATTEMPTS go straight through; after that each one must wait twice as long as the
 * last, from FIRST_DELAY_MS up to MAX_DELAY_MS. The count is forgotten after IDLE_S without an
 * attempt, and cleared by a successful sign-in or password reset.
 */
export const SIGN_IN_SPACING = {
  freeAttempts: 10,
  firstDelayMs: 1_000,
  maxDelayMs: 5 * 60_000,
  idleS: 60 * 60,
};

/** The wait after each attempt let through: none for the free ones, then doubling up to the cap. */
export function delaySchedule({ freeAttempts, firstDelayMs, maxDelayMs } = SIGN_IN_SPACING): number[] {
  const gaps: number[] = Array.from({ length: freeAttempts - 1 }, () => 0);
  for (let gap = firstDelayMs; gap < maxDelayMs; gap *= 2) gaps.push(gap);
  gaps.push(maxDelayMs);
  return gaps;
}

export type SignInAttempts = {
  /**
   * Counts an attempt on `email` before its password is checked; null lets it through, a number is
   * the seconds to wait. The check and the count are one atomic step in the store, so a burst of
   * concurrent guesses gets no more checks than the schedule allows.
   */
  admit(email: string): Promise<number | null>;
  /** The account's owner has proved who they are: forget its count. */
  clear(email: string): Promise<void>;
};

export function signInAttempts(store: RateLimitStore, now: () => number, spacing = SIGN_IN_SPACING): SignInAttempts {
  const gaps = delaySchedule(spacing);
  // Addresses are compared case-insensitively everywhere (docs/product.md#accounts), so one account is one key.
  const key = (email: string) => `sign-in:${email.trim().toLowerCase()}`;
  return {
    async admit(email) {
      const result = await store.space(key(email), gaps, spacing.idleS, now());
      return result.allowed ? null : Math.max(1, Math.ceil(result.retryAfterMs / 1000));
    },
    clear: (email) => store.reset(key(email)),
  };
}
