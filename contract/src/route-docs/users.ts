import type { RouteDoc } from './route-doc.ts';

// The OpenAPI prose of server/src/routes/users.ts: what each route does, in the words /api/docs shows.

export const usersDocs = {
  'GET /users/email/:email': {
    summary: 'A user by e-mail address (yourself, or anyone for an admin)',
  },
  'POST /users': {
    summary: "Record the signed-in user's profile (idempotent)",
    description: "Kept for the earlier app's sign-up sequence: the profile already exists, so this returns it.",
  },
  'PATCH /users/:userId': {
    summary: 'Change a name (yourself, or anyone for an admin); an admin may also set user_status',
  },
  'DELETE /users/:userId': {
    summary: 'Delete an account and everything of it (yourself, or anyone for an admin)',
  },
  'PATCH /users/restrict/:userId': {
    summary: 'Ban a user (admin): their sessions end and they leave every leaderboard at once; they cannot sign in',
  },
} as const satisfies Record<string, RouteDoc>;
