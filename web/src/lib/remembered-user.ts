import { VISITOR_ACCOUNT } from '@leafwise/contract/constants';

/** localStorage, or anything that keeps text by key the same way. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const USER_KEY = 'leafwise.practiceUser';
/** When that user's session ends by itself, as the server last said (ISO time). */
const EXPIRES_KEY = 'leafwise.practiceUserExpires';
/** That user's level (1 to 3), for the pages that keep to it offline. */
const LEVEL_KEY = 'leafwise.learnerLevel';

const localStore = () => window.localStorage;

/**
 * Who was last seen signed in on this device: offline, the session cannot be asked, and practice
 * answers are kept for that account, and the course the worker kept is shown for it. Remembered
 * each time the server says who is signed in (app/account-watch.ts, the practice page), with when
 * the session runs out if the server said; forgotten when the server says nobody is.
 */
export function rememberUser(
  userId: string | null,
  storage: () => KeyValueStore = localStore,
  expiresAt?: string,
): void {
  try {
    const store = storage();
    if (!userId) {
      store.removeItem(USER_KEY);
      store.removeItem(EXPIRES_KEY);
      store.removeItem(LEVEL_KEY);
      return;
    }
    // Another account's end date and level must not carry over to this one.
    if (store.getItem(USER_KEY) !== userId) {
      store.removeItem(EXPIRES_KEY);
      store.removeItem(LEVEL_KEY);
    }
    store.setItem(USER_KEY, userId);
    if (expiresAt) store.setItem(EXPIRES_KEY, expiresAt);
  } catch {
    // Refused: offline the practice page will treat the learner as signed out, and say so.
  }
}

/** The account last seen signed in here, even if its session has run out since. */
export function lastSeenUser(storage: () => KeyValueStore = localStore): string | null {
  try {
    return storage().getItem(USER_KEY) || null;
  } catch {
    return null;
  }
}

/** The account last seen signed in here, unless its session has run out since (then nobody is). */
export function rememberedUser(storage: () => KeyValueStore = localStore, now = Date.now()): string | null {
  const userId = lastSeenUser(storage);
  try {
    const expires = Date.parse(storage().getItem(EXPIRES_KEY) ?? '');
    return Number.isFinite(expires) && expires <= now ? null : userId;
  } catch {
    return userId;
  }
}

/** Keeps the remembered account's level, for offline use. */
export function rememberLevel(level: number, storage: () => KeyValueStore = localStore): void {
  try {
    storage().setItem(LEVEL_KEY, String(level));
  } catch {
    // Refused: offline, the pages fall back to their own default.
  }
}

/** The remembered account's level, while its session lasts; null when none is known. */
export function rememberedLevel(storage: () => KeyValueStore = localStore): number | null {
  if (!rememberedUser(storage)) return null;
  try {
    const level = Number(storage().getItem(LEVEL_KEY));
    return Number.isInteger(level) && level >= 1 && level <= 3 ? level : null;
  } catch {
    return null;
  }
}

/** Who a read the worker may keep is for (ACCOUNT_HEADER): the account remembered here, else a visitor. */
export const accountOfReads = (storage: () => KeyValueStore = localStore): string =>
  rememberedUser(storage) ?? VISITOR_ACCOUNT;
