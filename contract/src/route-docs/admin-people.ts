import { ADMIN_ERRORS } from '../constants/index.ts';
import type { RouteDoc } from './route-doc.ts';

// The OpenAPI prose of server/src/routes/admin/people.ts: what each route does, in the words /api/docs shows.

export const adminPeopleDocs = {
  'GET /users': {
    summary: 'Users whose name or e-mail address holds q (any case), newest sign-up first, a page at a time',
  },
  'GET /users/:userId': {
    summary: 'One user as the console shows them',
  },
  'POST /users/:userId/:change': {
    summary: "Ban, unban, grant or revoke admin, or end a user's sessions; answers the user as they are now",
    description:
      'A ban ends every session of the user and takes them off the leaderboards. Each change is ' +
      `recorded in the audit trail with it. An admin cannot ban themself (400 \`${ADMIN_ERRORS.banSelf}\`) ` +
      `or remove their own admin right (400 \`${ADMIN_ERRORS.revokeSelf}\`).`,
  },
  'DELETE /users/:userId': {
    summary: 'Delete an account and everything of it',
    description: `Recorded in the audit trail. Your own account is deleted from your profile (400 \`${ADMIN_ERRORS.deleteSelf}\`).`,
  },
} as const satisfies Record<string, RouteDoc>;
