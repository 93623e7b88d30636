import type { ImportEvent } from '@leafwise/contract';
import { eventLine } from '../import-progress.ts';
import styles from './photos-import.module.css';

const clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** The import's latest events, newest first, in a box that scrolls (and takes focus to scroll by keyboard). */
export function ImportEvents({ events }: { events: readonly ImportEvent[] }) {
  if (events.length === 0) return <p className={styles.meta}>Nothing found yet.</p>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take focus for the keyboard to scroll it.
    <ol className={styles.events} aria-label="Latest import events" tabIndex={0}>
      {events.map((event) => (
        <li
          key={`${event.at} ${event.kind} ${event.species} ${event.slot} ${event.title} ${event.text}`}
          className={styles.event}
          data-kind={event.kind}
        >
          <time dateTime={event.at} className={styles.eventTime}>
            {clock.format(new Date(event.at))}
          </time>{' '}
          {eventLine(event)}
        </li>
      ))}
    </ol>
  );
}
