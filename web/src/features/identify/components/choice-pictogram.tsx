import styles from './identify-page.module.css';
import { DRAWINGS } from './pictogram-drawings.ts';

/** A choice's small drawing, in one stroke style for all; nothing where the key has none for it. */
export function ChoicePictogram({ question, choice }: { question: string; choice: string }) {
  const marks = DRAWINGS[question]?.[choice];
  if (!marks) return null;
  return (
    <svg className={styles.pictogram} viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
      {marks.map((mark) => (
        // A fill through style, not the attribute: the palette's custom properties work only there.
        <path key={mark.d} d={mark.d} style={{ fill: mark.fill ?? 'none' }} />
      ))}
    </svg>
  );
}
