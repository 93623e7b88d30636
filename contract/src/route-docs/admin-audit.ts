import { AUDIT_PAGE } from '../constants/index.ts';
import type { RouteDoc } from './route-doc.ts';

// The OpenAPI prose of server/src/routes/admin/audit.ts: what each route does, in the words /api/docs shows.

export const adminAuditDocs = {
  'GET /audit': {
    summary: `The audit trail, newest first, ${AUDIT_PAGE} entries a page`,
    description:
      '`action` keeps one action (`user.ban`) or a group (`people`, `board`, `photos`); `q` keeps ' +
      'entries whose who, whom, origin or details hold it (any case); `before` is the last ' +
      "page's `next_before`.",
  },
} as const satisfies Record<string, RouteDoc>;
