import type { UnitDetail } from '@leafwise/contract';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { doneDate, levelName, unitKindLine } from '../course-words.ts';
import styles from './unit-page.module.css';

/**
 * The unit's name and place, with the way back to the path. A heading on the steps it leads; on
 * the study step the tree studied is the heading, so the unit's name is a line above it.
 */
export function UnitHeader({ unit, heading }: { unit: UnitDetail; heading: boolean }) {
  return (
    <header className={styles.header}>
      <p className={styles.back}>
        <Link to={paths.learn}>
          <span aria-hidden="true">← </span>The course
        </Link>
      </p>
      <p className={styles.meta}>
        Unit {unit.position + 1} · {levelName(unit.level)} · {unitKindLine(unit)}
      </p>
      {heading ? <h1 className={styles.title}>{unit.title}</h1> : <p className={styles.titleLine}>{unit.title}</p>}
      {unit.state === 'done' && unit.done_at ? (
        <p className={styles.doneOn}>
          <span aria-hidden="true">✓ </span>Passed {doneDate(unit.done_at)}
          {unit.tested_out ? ', tested out' : ''}
        </p>
      ) : null}
    </header>
  );
}
