import type { NameChoice, Question } from '@leafwise/contract';
import { OptionList, type OptionState } from '../../../components/option-list.tsx';

type AnswerOptionsProps = {
  question: Question;
  /** The id of the heading that asks the question. */
  labelledBy: string;
  /** The tree chosen while the answer is on its way to the server. */
  pendingTreeId: number | undefined;
  onChoose: (treeId: number) => void;
  /** Which name leads each option (the quiz's `names`). */
  names?: NameChoice;
};

function optionState(question: Question, treeId: number, pendingTreeId: number | undefined): OptionState {
  const { answer } = question;
  if (!answer) return pendingTreeId === undefined ? 'open' : pendingTreeId === treeId ? 'pending' : 'other';
  if (treeId === answer.correct_tree_id) return 'right';
  return treeId === answer.chosen_tree_id ? 'wrong' : 'other';
}

/** A quiz question's four trees: locked while an answer is on its way, then showing which was right. */
export function AnswerOptions({ question, labelledBy, pendingTreeId, onChoose, names }: AnswerOptionsProps) {
  const answered = question.answer !== null;
  return (
    <OptionList
      options={question.options.map((option) => ({
        ...option,
        key: option.tree_id,
        state: optionState(question, option.tree_id, pendingTreeId),
      }))}
      labelledBy={labelledBy}
      locked={answered || pendingTreeId !== undefined}
      answered={answered}
      onChoose={(position) => {
        const option = question.options[position];
        if (option) onChoose(option.tree_id);
      }}
      names={names}
    />
  );
}
