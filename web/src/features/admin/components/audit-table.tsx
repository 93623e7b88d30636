import type { AuditEntry } from '@leafwise/contract';
import { ACTION_LABELS } from '../action-labels.ts';
import { dateTime } from '../console-dates.ts';
import styles from './audit.module.css';

/** The trail as a table on a wide screen; on a phone each entry stacks into a card of labelled lines. */
export function AuditTable({ entries, busy }: { entries: AuditEntry[]; busy: boolean }) {
  return (
    <table className={styles.table} aria-busy={busy}>
      <caption className="visually-hidden">The audit trail, newest first</caption>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Who</th>
          <th scope="col">Action</th>
          <th scope="col">Whom or what</th>
          <th scope="col">From where</th>
          <th scope="col">Details</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.audit_id}>
            <td data-label="When" className={styles.when}>
              <time dateTime={entry.at}>{dateTime(entry.at)}</time>
            </td>
            <td data-label="Who">{entry.actor}</td>
            <td data-label="Action" className={styles.action}>
              {ACTION_LABELS[entry.action]}
            </td>
            <td data-label="Whom or what">{entry.target}</td>
            <td data-label="From where">{entry.origin}</td>
            <td data-label="Details">{entry.details}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
