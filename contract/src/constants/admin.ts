/** The owner's console (docs/admin.md): its actions, page sizes and refusals. */

const PEOPLE_ACTIONS = [
  'user.ban',
  'user.unban',
  /** A timed ban ran out and the server lifted it. */
  'user.ban_lapsed',
  'user.grant_admin',
  'user.revoke_admin',
  'user.end_sessions',
  'user.delete',
  'user.rename',
  'user.set_password',
] as const;
const BOARD_ACTIONS = ['board.remove_entry'] as const;
const PHOTO_ACTIONS = ['photo.add', 'photo.remove', 'import.start', 'import.cancel'] as const;

/** What the audit trail records, one name per kind of admin action. */
export const ADMIN_ACTIONS = [...PEOPLE_ACTIONS, ...BOARD_ACTIONS, ...PHOTO_ACTIONS] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/** The audit trail's filter: one action, or every action of a group. */
export const ADMIN_ACTION_GROUPS = { people: PEOPLE_ACTIONS, board: BOARD_ACTIONS, photos: PHOTO_ACTIONS } as const;
export type AdminActionGroup = keyof typeof ADMIN_ACTION_GROUPS;

/** Longest search text the console sends. */
export const ADMIN_SEARCH_MAX = 100;

export const ADMIN_USERS_PAGE = 25;

/** POST /admin/users/:userId/:change */
export const ADMIN_USER_CHANGES = ['ban', 'unban', 'grant-admin', 'revoke-admin', 'end-sessions'] as const;
export type AdminUserChange = (typeof ADMIN_USER_CHANGES)[number];

/** Refusals the console words for the admin. */
export const ADMIN_ERRORS = {
  noSuchUser: 'No such user.',
  banSelf: 'You cannot ban yourself.',
  revokeSelf: 'You cannot remove your own admin right.',
  /** better-auth's set-role, given anything but one of ROLES (a list, "user,admin"). */
  unknownRole: 'role must be exactly "user" or "admin".',
  deleteSelf: 'Delete your own account from your profile.',
  noSuchEntry: 'No such leaderboard entry.',
  noSuchPhoto: 'No such photo.',
  noSuchSpecies: 'No such species.',
  importRunning: 'An import is already running; wait for it or cancel it.',
  importNotConfigured:
    'Importing from Wikimedia Commons needs COMMONS_CONTACT set on the server: an e-mail address or https:// page where Wikimedia can reach you.',
  noSuchImport: 'No such import.',
} as const;

export const CHALLENGE_RUNS_PAGE = 30;

export const IMPORT_STATES = ['running', 'done', 'cancelled', 'failed', 'interrupted'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

export const IMPORT_EVENTS_KEPT = 200;

export const AUDIT_PAGE = 50;

export const UPLOAD_FIELDS = ['species', 'slot', 'author', 'licence', 'source'] as const;
