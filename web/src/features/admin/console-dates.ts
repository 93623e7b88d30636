import { relativeTime } from '../../lib/relative-time.ts';

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** "12 Mar 2025". */
export const day = (iso: string): string => dayFormat.format(new Date(iso));

/** "12 Mar 2025, 14:32", in the admin's own time zone. */
export const dateTime = (iso: string): string => dateTimeFormat.format(new Date(iso));

/** "3 days ago", "yesterday", or "never" for someone not seen since signing up. */
export const lastActiveWords = (iso: string | null, now = Date.now()): string =>
  iso === null ? 'never' : relativeTime(iso, now);
