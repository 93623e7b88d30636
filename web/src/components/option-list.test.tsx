import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ListedOption, OptionList } from './option-list.tsx';

/** The trees a question offers (quizzes and the offline practice), on their own. */

const tree = (key: number, tree_name_common: string, tree_name_sci: string, state: ListedOption['state'] = 'open') => ({
  key,
  tree_name_common,
  tree_name_sci,
  state,
});

const OPEN = [
  tree(1, 'Silver birch', 'Betula pendula'),
  tree(2, 'Downy birch', 'Betula pubescens'),
  tree(3, 'Aspen', 'Populus tremula'),
  tree(4, 'Whitebeam', 'Sorbus aria'),
];

function renderList(props: Partial<Parameters<typeof OptionList>[0]> = {}) {
  const onChoose = vi.fn();
  render(
    <>
      <h2 id="asked">Which tree is this?</h2>
      <OptionList options={OPEN} labelledBy="asked" locked={false} answered={false} onChoose={onChoose} {...props} />
    </>,
  );
  return {
    onChoose,
    buttons: () => within(screen.getByRole('list', { name: 'Which tree is this?' })).getAllByRole('button'),
  };
}

describe('the option list', () => {
  it('numbers the trees for the keys and gives the place of the one chosen', async () => {
    const { onChoose, buttons } = renderList();
    expect(buttons().map((button) => button.textContent)).toEqual([
      '1Silver birchBetula pendula',
      '2Downy birchBetula pubescens',
      '3AspenPopulus tremula',
      '4WhitebeamSorbus aria',
    ]);
    await userEvent.click(screen.getByRole('button', { name: /^Aspen/ }));
    expect(onChoose).toHaveBeenCalledWith(2);
  });

  it('takes no choice while locked', async () => {
    const { onChoose, buttons } = renderList({ locked: true });
    expect(buttons().every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: /^Aspen/ }));
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('marks the right and the wrong tree, in words as well as marks', () => {
    const { buttons } = renderList({
      locked: true,
      answered: true,
      options: [
        tree(1, 'Silver birch', 'Betula pendula', 'right'),
        tree(2, 'Downy birch', 'Betula pubescens', 'wrong'),
        tree(3, 'Aspen', 'Populus tremula', 'other'),
        tree(4, 'Whitebeam', 'Sorbus aria', 'other'),
      ],
    });
    expect(screen.getByRole('button', { name: /^Silver birch.*, the right answer$/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Downy birch.*, your answer, wrong$/ })).toBeTruthy();
    expect(buttons().map((button) => button.textContent?.charAt(0))).toEqual(['✓', '✗', '3', '4']);
  });

  it('says which tree is being checked while the answer is on its way', () => {
    renderList({ locked: true, options: [tree(1, 'Silver birch', 'Betula pendula', 'pending'), ...OPEN.slice(1)] });
    expect(screen.getByRole('button', { name: /^Silver birch.*, checking$/ })).toBeTruthy();
  });

  it('in Latin, keeps the common names back until the question is answered', () => {
    renderList({ names: 'scientific' });
    expect(screen.queryByText('Silver birch')).toBeNull();
    expect(screen.getByRole('button', { name: /^Betula pendula$/ })).toBeTruthy();
  });
});
