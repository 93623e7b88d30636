import type { NameChoice, Option } from '@leafwise/contract';
import { TREE_SLOTS } from '@leafwise/contract/constants';
import { ScientificName } from '../../../components/scientific-name.tsx';
import { ZoomablePicture } from '../../../components/zoomable-picture.tsx';
import { SLOT_LABELS } from '../../../lib/tree-parts.ts';
import { AnswerOptions } from './answer-options.tsx';
import { QuestionFrame } from './question-frame.tsx';
import { type QuestionProps, useQuestionStep } from './question-step.tsx';
import styles from './question-view.module.css';

/**
 * One question: its pictures, four options, then the outcome and Next. Focus goes to the heading
 * when a question appears and to Next once it is answered; 1-4 answer and Enter moves on.
 */
export function QuestionView({
  minAnswerMs = 0,
  ...props
}: QuestionProps & {
  /** The least time from showing the question to sending its answer (a challenge's floor). */
  minAnswerMs?: number;
}) {
  const { question, names = 'common' } = props;
  const step = useQuestionStep(props, {
    count: question.options.length,
    answerAt: (position, shownAt) => {
      const option = question.options[position];
      return option && { index: question.index, treeId: option.tree_id, notBefore: shownAt + minAnswerMs };
    },
  });
  const { answer } = step;
  const pendingTreeId = answer.isPending ? answer.variables?.treeId : undefined;

  const slots = TREE_SLOTS.filter((slot) => question.pictures[slot]);
  const single = slots.length === 1;
  const five = slots.length === 5;
  const right = question.options.find((option) => option.tree_id === question.answer?.correct_tree_id);

  return (
    <QuestionFrame
      step={step}
      title="Identify this tree:"
      outcome={
        right ? (
          <>
            {question.answer?.correct ? 'Correct! ' : 'Not quite. '}
            This is <TreeNames tree={right} names={names} />.
          </>
        ) : null
      }
      slots={slots}
    >
      <div className={`${styles.pictures} ${single ? styles.single : ''} ${five ? styles.five : ''}`}>
        {slots.map((slot) => (
          <ZoomablePicture
            key={`${question.index}-${slot}`}
            src={question.pictures[slot] as string}
            alt={SLOT_LABELS[slot]}
            caption={single ? undefined : SLOT_LABELS[slot]}
            sizes={
              single ? '(min-width: 30rem) 28rem, 100vw' : '(min-width: 68rem) 16rem, (min-width: 48rem) 25vw, 35vw'
            }
          />
        ))}
      </div>
      <AnswerOptions
        question={question}
        labelledBy={step.headingId}
        pendingTreeId={pendingTreeId}
        onChoose={step.choose}
        names={names}
      />
    </QuestionFrame>
  );
}

/** A tree's two names, the one the learner practises first: "English oak (Quercus robur)". */
export function TreeNames({ tree, names }: { tree: Omit<Option, 'tree_id'>; names: NameChoice }) {
  return names === 'scientific' ? (
    <>
      <ScientificName tree={tree} /> ({tree.tree_name_common})
    </>
  ) : (
    <>
      {tree.tree_name_common} (<ScientificName tree={tree} />)
    </>
  );
}
