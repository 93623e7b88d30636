import type { UnitDetail } from '@leafwise/contract';
import { ScientificName } from '../../../components/scientific-name.tsx';
import { focusSentence } from '../course-words.ts';
import type { UnitStep } from '../unit-steps.ts';
import styles from './unit-page.module.css';

type UnitLessonProps = { unit: UnitDetail; onStep: (step: UnitStep) => void };

/**
 * The lesson: what the unit practises, what tells its trees apart, the trees themselves, and the
 * way on. A lesson unit goes on to study its trees; a review, whose trees were studied before,
 * to practice. Either may be tested out of by taking the checkpoint first.
 */
export function UnitLesson({ unit, onStep }: UnitLessonProps) {
  const review = unit.kind === 'review';
  const done = unit.state === 'done';
  return (
    <section className={`surface ${styles.card}`} aria-labelledby="lesson-title">
      <h2 id="lesson-title" className={styles.cardTitle}>
        What to look for
      </h2>
      <p className={styles.focus}>{focusSentence(unit.focus)}</p>
      {unit.lesson.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <h3 className={styles.treesTitle}>{review ? 'The trees it mixes' : 'The trees in this unit'}</h3>
      <ul className={styles.trees}>
        {unit.trees.map((tree) => (
          <li key={tree.tree_id} className={styles.tree}>
            {tree.tree_img_leaf ? (
              <img className={styles.thumb} src={tree.tree_img_leaf} alt="" width="48" height="48" loading="lazy" />
            ) : null}
            <span>
              {tree.tree_name_common} <ScientificName tree={tree} className={styles.sci} />
            </span>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        {review ? (
          <>
            <button type="button" className="button" onClick={() => onStep('practice')}>
              Start practice
            </button>
            <button type="button" className="button button-secondary" onClick={() => onStep('study')}>
              Study these trees again
            </button>
          </>
        ) : (
          <button type="button" className="button" onClick={() => onStep('study')}>
            Study the trees
          </button>
        )}
        <button type="button" className="button button-secondary" onClick={() => onStep('checkpoint')}>
          {done ? 'Take the checkpoint again' : 'Test out: take the checkpoint now'}
        </button>
      </div>
      {done ? null : (
        <p className={styles.hint}>
          Already know these trees? Testing out skips the study and practice: pass the checkpoint and the unit is done.
        </p>
      )}
    </section>
  );
}
