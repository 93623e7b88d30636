import { adminKey } from '../../lib/query-keys.ts';

/**
 * The query keys of the console's lists, in one place: a change made in one section (a ban, a
 * removed entry) also shows in the others, so each change refreshes every list it appears in.
 */
export const adminQueryKeys = adminKey;
