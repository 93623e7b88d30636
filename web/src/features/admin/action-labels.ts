import {
  ADMIN_ACTION_GROUPS,
  ADMIN_ACTIONS,
  type AdminAction,
  type AdminActionGroup,
} from '@leafwise/contract/constants';

/** Each kind of admin action in words, as the audit trail lists it. */
export const ACTION_LABELS: Record<AdminAction, string> = {
  'user.ban': 'Banned',
  'user.unban': 'Unbanned',
  'user.ban_lapsed': 'Timed ban ran out',
  'user.grant_admin': 'Made admin',
  'user.revoke_admin': 'Removed admin right',
  'user.end_sessions': 'Ended sessions',
  'user.delete': 'Deleted an account',
  'user.rename': 'Renamed',
  'user.set_password': 'Set a password',
  'board.remove_entry': 'Removed a board entry',
  'photo.add': 'Added a photo',
  'photo.remove': 'Removed a photo',
  'import.start': 'Started a Commons import',
  'import.cancel': 'Cancelled a Commons import',
};

const GROUP_LABELS: Record<AdminActionGroup, string> = { people: 'People', board: 'Board', photos: 'Photos' };

/** What the audit trail is narrowed to: one action, every action of a group, or (null) everything. */
export type AuditFilter = AdminAction | AdminActionGroup | null;

/** The filter's broad choices: everything, or each group. */
export const AUDIT_GROUP_OPTIONS: { value: AdminActionGroup | null; label: string }[] = [
  { value: null, label: 'Everything' },
  ...(Object.keys(GROUP_LABELS) as AdminActionGroup[]).map((group) => ({ value: group, label: GROUP_LABELS[group] })),
];

/** The filter's narrow choices: each action on its own. */
export const AUDIT_ACTION_OPTIONS: { value: AdminAction; label: string }[] = ADMIN_ACTIONS.map((action) => ({
  value: action,
  label: ACTION_LABELS[action],
}));

/** Every choice of the filter, in the order the select lists them. */
export const AUDIT_FILTER_OPTIONS: { value: AuditFilter; label: string }[] = [
  ...AUDIT_GROUP_OPTIONS,
  ...AUDIT_ACTION_OPTIONS,
];

/** The filter a URL asks for; anything the select does not offer (an edited URL) is no filter at all. */
export function auditFilterFrom(value: string | null): AuditFilter {
  if (value === null) return null;
  if (Object.hasOwn(ADMIN_ACTION_GROUPS, value)) return value as AdminActionGroup;
  return ADMIN_ACTIONS.find((action) => action === value) ?? null;
}
