import type { FieldGuideForm, KeyQuestion } from '@leafwise/contract';
import type { FittingForms, KeyState } from '../identify-key.ts';
import styles from './identify-page.module.css';

/**
 * The named form the answers point to: one that fits where the species as its record describes it
 * does not (a tree answered as a slim column is a Lombardy poplar, not the broad black poplar).
 */
export const pointedTo = ({ itself, forms }: FittingForms<FieldGuideForm>): FieldGuideForm | undefined =>
  itself ? undefined : forms[0];

/** "Lombardy poplar, a form of black poplar". */
export const formTitle = (form: FieldGuideForm): string => `${form.name}, a form of ${form.of}`;

type AlsoFormsProps = {
  forms: readonly FieldGuideForm[];
  questions: readonly KeyQuestion[];
  state: KeyState;
};

/**
 * Where the answers fit the species and its named forms alike, the forms it may be and the
 * questions not yet answered that would tell them apart: "Or its named form Copper beech: ask
 * What colour are the leaves in summer?".
 */
export function AlsoItsForms({ forms, questions, state }: AlsoFormsProps) {
  if (forms.length === 0) return null;
  const answered = new Set(state.answers.map((answer) => answer.question));
  return (
    <ul className={styles.formNotes} aria-label="Its named forms">
      {forms.map((form) => {
        const telling = questions.filter((question) => question.id in form.key && !answered.has(question.id));
        return (
          <li key={form.name}>
            Or its named form <strong>{form.name}</strong>
            {telling.length > 0 ? `, told by: ${telling.map((question) => question.text).join(' ')}` : ''}
          </li>
        );
      })}
    </ul>
  );
}
