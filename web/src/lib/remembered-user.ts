/** localStorage, or anything that keeps text by key the same way. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const USER_KEY = 'leafwise.practiceUser';

/**
 * Who was last seen signed in on this device: offline, the session cannot be asked, and practice
 * answers are kept for that account. The app remembers it on every page where the session is known
 * (a walker may open nothing but the home page before going offline); forgotten when the server
 * says nobody is signed in.
 */
export function rememberUser(userId: string | null, storage: () => KeyValueStore = () => window.localStorage): void {
  try {
    if (userId) storage().setItem(USER_KEY, userId);
    else storage().removeItem(USER_KEY);
  } catch {
    // Refused: offline the practice page will treat the learner as signed out, and say so.
  }
}

export function rememberedUser(storage: () => KeyValueStore = () => window.localStorage): string | null {
  try {
    return storage().getItem(USER_KEY) || null;
  } catch {
    return null;
  }
}
