import type { AdminBoardEntry, AdminUser, AdminUserChange, UserStatus } from '@leafwise/contract';

/** A status in words, so it never rests on colour alone. */
export const STATUS_LABELS: Record<UserStatus, string> = {
  good: 'Good standing',
  admin: 'Admin',
  banned: 'Banned',
};

/** What the console can do to a person: the server's changes, and deleting the account. */
export type PersonAction = AdminUserChange | 'delete';

/**
 * The actions that make sense for a person as they are now. The admin's own row offers none: they
 * may not ban themself or drop their own admin right, their account is deleted from their profile,
 * and ending their own sessions would sign them out of this console.
 */
export function personActions(user: Pick<AdminUser, 'user_status' | 'sessions'>, isSelf: boolean): PersonAction[] {
  if (isSelf) return [];
  const actions: PersonAction[] =
    user.user_status === 'banned' ? ['unban'] : ['ban', user.user_status === 'admin' ? 'revoke-admin' : 'grant-admin'];
  if (user.sessions > 0) actions.push('end-sessions');
  actions.push('delete');
  return actions;
}

type ChangeWords = {
  /** The button's name; the end-to-end tests find the buttons by it. */
  label: string;
  busy: string;
  done: (name: string) => string;
  failed: (name: string) => string;
};

export const CHANGE_WORDS: Record<AdminUserChange, ChangeWords> = {
  ban: {
    label: 'Ban',
    busy: 'Banning...',
    done: (name) => `${name} is banned.`,
    failed: (name) => `Could not ban ${name}. Please try again.`,
  },
  unban: {
    label: 'Unban',
    busy: 'Unbanning...',
    done: (name) => `${name} is no longer banned.`,
    failed: (name) => `Could not unban ${name}. Please try again.`,
  },
  'grant-admin': {
    label: 'Make admin',
    busy: 'Making admin...',
    done: (name) => `${name} is now an admin.`,
    failed: (name) => `Could not make ${name} an admin. Please try again.`,
  },
  'revoke-admin': {
    label: 'Remove admin right',
    busy: 'Removing admin right...',
    done: (name) => `${name} is no longer an admin.`,
    failed: (name) => `Could not remove ${name}'s admin right. Please try again.`,
  },
  'end-sessions': {
    label: 'End sessions',
    busy: 'Ending sessions...',
    done: (name) => `${name} is signed out on every device.`,
    failed: (name) => `Could not end ${name}'s sessions. Please try again.`,
  },
};

/** "80 people", or how many match the search. */
export function peopleCount(total: number, search: string): string {
  const people = total === 1 ? '1 person' : `${total} people`;
  if (search === '') return total === 0 ? 'No one has signed up yet.' : people;
  if (total === 0) return `No one matches “${search}”.`;
  return `${people} ${total === 1 ? 'matches' : 'match'} “${search}”.`;
}

const boardName = (board: string) => board.charAt(0).toUpperCase() + board.slice(1);

/** "Ancient: #3, 420 points", one per board, or "Not on the board". */
export function boardEntriesLine(entries: readonly Pick<AdminBoardEntry, 'board' | 'rank' | 'score'>[]): string {
  if (entries.length === 0) return 'Not on the board';
  return entries.map((entry) => `${boardName(entry.board)}: #${entry.rank}, ${entry.score} points`).join('; ');
}
