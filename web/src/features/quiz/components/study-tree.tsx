import type { Tree } from '@leafwise/contract';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { ScientificName } from '../../../components/scientific-name.tsx';
import { useQuizKeys } from '../../../components/use-quiz-keys.ts';
import { ZoomablePicture } from '../../../components/zoomable-picture.tsx';
import { speciesPath } from '../../../lib/links.ts';
import { TREE_PARTS, WHOLE_TREE } from '../../../lib/tree-parts.ts';
import { useSpecimenUrls } from '../../../lib/use-specimens.ts';
import styles from './study-tree.module.css';

type StudyTreeProps = {
  tree: Tree;
  progress: ReactNode;
  nextLabel: string;
  onNext: () => void;
};

/**
 * One tree to learn: its names, then each part's picture beside its description, and the whole
 * tree. Each drawing is a public specimen at random, another each time the tree is shown, so the
 * learner meets the species rather than one picture of it. Enter moves on.
 */
export function StudyTree({ tree, progress, nextLabel, onNext }: StudyTreeProps) {
  const id = useId();
  const specimen = useSpecimenUrls(tree.tree_id);
  const heading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new tree is what moves focus.
  useEffect(() => {
    heading.current?.focus();
  }, [tree.tree_id]);
  useQuizKeys({ next: onNext });

  return (
    <article className={styles.study} aria-labelledby={`${id}-name`}>
      <p className={styles.progress} id={`${id}-progress`}>
        {progress}
      </p>
      <h1 id={`${id}-name`} ref={heading} tabIndex={-1} aria-describedby={`${id}-progress`} className={styles.name}>
        {tree.tree_name_common} <ScientificName tree={tree} className={styles.sci} />
      </h1>
      <ul className={styles.parts}>
        {TREE_PARTS.map(({ slot, picture, description, label }, position) => {
          const src = tree[picture];
          return (
            <li key={picture} className={styles.part}>
              {src ? (
                <ZoomablePicture
                  key={`${tree.tree_id}-${picture}`}
                  src={specimen(src, slot)}
                  alt={`${label} of ${tree.tree_name_common}`}
                  sizes="(min-width: 48rem) 14rem, 40vw"
                  lazy={position >= 2}
                />
              ) : null}
              <div className={styles.text}>
                <h2 className={styles.partName}>{label}</h2>
                <p>{tree[description]}</p>
              </div>
            </li>
          );
        })}
        {tree.tree_img_form ? (
          <li className={styles.part}>
            <ZoomablePicture
              key={`${tree.tree_id}-form`}
              src={specimen(tree.tree_img_form, WHOLE_TREE.slot)}
              alt={`${WHOLE_TREE.label} of ${tree.tree_name_common}`}
              sizes="(min-width: 48rem) 14rem, 40vw"
              lazy
            />
            <div className={styles.text}>
              <h2 className={styles.partName}>{WHOLE_TREE.label}</h2>
              <p>{tree.form_description}</p>
            </div>
          </li>
        ) : null}
      </ul>
      <div className={styles.actions}>
        <button type="button" className="button" onClick={onNext}>
          {nextLabel}
        </button>
        <Link to={speciesPath(tree.slug)}>More about {tree.tree_name_common}</Link>
      </div>
    </article>
  );
}
