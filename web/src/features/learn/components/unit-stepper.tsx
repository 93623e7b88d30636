import type { UnitDetail } from '@leafwise/contract';
import { Link } from 'react-router';
import { STEP_LABELS, stepHref, stepsOf, type UnitStep } from '../unit-steps.ts';
import styles from './unit-page.module.css';

/** Lesson → Study → Practice → Checkpoint, the step on screen marked; each a link, so any step is one tap away. */
export function UnitStepper({ unit, step }: { unit: UnitDetail; step: UnitStep }) {
  return (
    <nav aria-label="Steps of this unit" className={styles.stepper}>
      <ol className={styles.steps}>
        {stepsOf(unit.kind).map((entry, position) => (
          <li key={entry} className={styles.step}>
            <Link
              to={stepHref(unit.id, entry)}
              className={styles.stepLink}
              aria-current={entry === step ? 'step' : undefined}
            >
              <span className={styles.stepNumber} aria-hidden="true">
                {position + 1}
              </span>
              {STEP_LABELS[entry]}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
