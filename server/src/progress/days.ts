/** Calendar days as 'YYYY-MM-DD' strings, which sort and compare as the days they name. */

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The date it is at `instant` in time zone `tz` (en-CA writes dates as YYYY-MM-DD). */
export function localDay(instant: Date, tz: string): string {
  let format = formatters.get(tz);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(tz, format);
  }
  return format.format(instant);
}

const DAY_MS = 86_400_000;
const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string => fromUtc(toUtc(day) + days * DAY_MS);

/** The Monday that starts the week of `day`. */
export function weekStart(day: string): string {
  const weekday = (new Date(toUtc(day)).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(day, -weekday);
}

/**
 * Consecutive days practised up to `today`; a streak still counts on a day not yet practised, up
 * to yesterday, since the day is not over.
 */
export function streak(practised: ReadonlySet<string>, today: string): number {
  let day = practised.has(today) ? today : addDays(today, -1);
  let days = 0;
  while (practised.has(day)) {
    days++;
    day = addDays(day, -1);
  }
  return days;
}
