import type { PictureSlot, Question } from '@leafwise/contract';
import { PICTURE_SLOTS } from '@leafwise/contract/constants';
import { ChoiceButton, ChoiceKey } from '../../../components/choice.tsx';
import { ScientificName } from '../../../components/scientific-name.tsx';
import { Picture } from '../../../components/zoomable-picture.tsx';
import { SLOT_LABELS } from '../../../lib/tree-parts.ts';
import styles from './picture-question-view.module.css';
import { QuestionFrame } from './question-frame.tsx';
import { choiceState, type QuestionProps, useQuestionStep } from './question-step.tsx';
import { TreeNames } from './question-view.tsx';

/** The slot a picture question's pictures show, from their file name (`…/options/2/bark.svg`). */
function pictureSlot(question: Question): PictureSlot {
  const file = question.picture_options?.[0]?.picture.split('/').at(-1) ?? '';
  return PICTURE_SLOTS.find((slot) => file.startsWith(slot)) ?? 'leaf';
}

/**
 * A reverse question (a course unit's): a tree's name and four pictures of one part, to find it
 * among. The pictures are the tap targets, numbered for the 1-4 keys under each picture, never
 * over it; once answered the number gives way to the mark, beside the tree's name. It fits one
 * phone screen like a name question (decision 011).
 */
export function PictureQuestionView(props: QuestionProps) {
  const { question, names = 'common' } = props;
  const choices = question.picture_options ?? [];
  const step = useQuestionStep(props, {
    count: choices.length,
    answerAt: (position) => ({ index: question.index, option: position }),
  });
  const { answer, answered } = step;
  const pending = answer.isPending ? answer.variables?.option : undefined;
  const slot = pictureSlot(question);

  const prompt = question.prompt;
  const rightPlace = choices.findIndex((option) => option.tree?.tree_id === question.answer?.correct_tree_id);
  const chosenPlace = choices.findIndex((option) => option.tree?.tree_id === question.answer?.chosen_tree_id);
  const chosen = choices[chosenPlace]?.tree;
  const locked = answered || pending !== undefined;

  return (
    <QuestionFrame
      step={step}
      title={
        <>
          Which is{' '}
          {names === 'scientific' && prompt ? (
            <ScientificName tree={prompt} />
          ) : (
            <span>{prompt?.tree_name_common}</span>
          )}
          ?
        </>
      }
      className={styles.question}
      outcome={
        prompt && rightPlace >= 0 ? (
          question.answer?.correct ? (
            <>
              Correct! Picture {rightPlace + 1} is <TreeNames tree={prompt} names={names} />.
            </>
          ) : (
            <>
              Not quite. <TreeNames tree={prompt} names={names} /> is picture {rightPlace + 1}
              {chosen ? (
                <>
                  ; picture {chosenPlace + 1} is <TreeNames tree={chosen} names={names} />
                </>
              ) : null}
              .
            </>
          )
        ) : null
      }
      slots={[slot]}
    >
      <ol className={styles.choices} aria-labelledby={step.headingId}>
        {choices.map((option, position) => {
          const state = choiceState(
            question.answer,
            option.tree?.tree_id,
            pending === undefined ? undefined : pending === position,
          );
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the places are the options; they never move.
            <li key={position}>
              <ChoiceButton
                state={state}
                className={styles.tile}
                disabled={locked}
                onClick={() => step.choose(position)}
              >
                <span className={styles.frame}>
                  <Picture
                    src={option.picture}
                    alt={`${SLOT_LABELS[slot]} ${position + 1}`}
                    sizes="(min-width: 48rem) 14rem, 45vw"
                  />
                </span>
                <span className={styles.label}>
                  <ChoiceKey state={state} position={position} className={styles.key} />
                  {option.tree ? (
                    <span className={styles.name}>
                      {names === 'scientific' ? <ScientificName tree={option.tree} /> : option.tree.tree_name_common}
                    </span>
                  ) : null}
                </span>
              </ChoiceButton>
            </li>
          );
        })}
      </ol>
    </QuestionFrame>
  );
}
