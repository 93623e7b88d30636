import { LEVELS, TEST_SIZES, TREE_TYPES } from '@leafwise/contract/constants';
import { QUIZ_PARAM } from '../../lib/links.ts';
import type { TestSettingsValue } from './components/test-settings.tsx';

// Beside ?quiz= in /test: the choices a test was started with. The quiz itself cannot say them all
// (10 · Sapling · Evergreen has 7 questions), and the URL survives a reload with no table to keep.
const TREES = 'trees';
const LEVEL = 'level';
const TYPE = 'type';

/** The search for /test once a test has started: the quiz, and the settings to offer again after it. */
export function testQuizSearch(quizId: string, { treeCount, level, type }: TestSettingsValue): Record<string, string> {
  return {
    [QUIZ_PARAM]: quizId,
    ...(treeCount === undefined ? {} : { [TREES]: String(treeCount) }),
    ...(level === undefined ? {} : { [LEVEL]: String(level) }),
    ...(type === undefined ? {} : { [TYPE]: type }),
  };
}

/** The settings kept in the search, each only if it is a choice the form offers (the URL can be edited). */
export function settingsFromSearch(search: URLSearchParams): TestSettingsValue {
  const treeCount = TEST_SIZES.find((size) => String(size) === search.get(TREES));
  const level = LEVELS.find((entry) => String(entry.value) === search.get(LEVEL))?.value;
  const type = (['all', ...TREE_TYPES] as const).find((entry) => entry === search.get(TYPE));
  return { treeCount, level, type };
}
