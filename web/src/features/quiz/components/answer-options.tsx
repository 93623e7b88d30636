import type { NameChoice, Question } from '@leafwise/contract';
import { OptionList } from '../../../components/option-list.tsx';
import { choiceState } from './question-step.tsx';

type AnswerOptionsProps = {
  question: Question;
  /** The id of the heading that asks the question. */
  labelledBy: string;
  /** The tree chosen while the answer is on its way to the server. */
  pendingTreeId: number | undefined;
  /** The place of the option chosen, 0-3. */
  onChoose: (position: number) => void;
  /** Which name leads each option (the quiz's `names`). */
  names?: NameChoice;
};

/** A quiz question's four trees: locked while an answer is on its way, then showing which was right. */
export function AnswerOptions({ question, labelledBy, pendingTreeId, onChoose, names }: AnswerOptionsProps) {
  const answered = question.answer !== null;
  return (
    <OptionList
      options={question.options.map((option) => ({
        ...option,
        key: option.tree_id,
        state: choiceState(
          question.answer,
          option.tree_id,
          pendingTreeId === undefined ? undefined : pendingTreeId === option.tree_id,
        ),
      }))}
      labelledBy={labelledBy}
      locked={answered || pendingTreeId !== undefined}
      answered={answered}
      onChoose={onChoose}
      names={names}
    />
  );
}
