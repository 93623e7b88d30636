/** Accounts (docs/accounts.md): what a name and a password may be, and what a user's status says. */

/** How long a password and a name may be. */
export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;
export const NAME_MAX_LENGTH = 50;

/** Derived, never stored: banned if banned, else admin if the role is admin, else good (docs/product.md#roles). */
export const USER_STATUSES = ['good', 'banned', 'admin'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/**
 * The roles an account may have, exactly one of them (docs/accounts.md, "Roles"). better-auth's admin
 * plugin would also take a list ("user,admin") and treat it as admin; we never store one.
 */
export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const isRole = (value: unknown): value is Role => ROLES.some((role) => role === value);

/**
 * Who the web app believes is signed in, sent with the reads the service worker keeps (the course),
 * and who the server answered for, sent back: the worker keeps an answer only under the account it
 * belongs to, and never answers one account's read with another's (docs/offline.md, "A shared phone").
 * The server's answers vary by it. A visitor is VISITOR_ACCOUNT.
 */
export const ACCOUNT_HEADER = 'x-leafwise-account';
export const VISITOR_ACCOUNT = 'visitor';

/** What a signed-in-only route answers (401) to a request with no live session. */
export const NOT_AUTHENTICATED = 'User not authenticated';
