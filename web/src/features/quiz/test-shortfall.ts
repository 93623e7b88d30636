import type { TreeType } from '@leafwise/contract';
import { LEVELS } from '@leafwise/contract/constants';

/**
 * What the settings say before Start when fewer trees match than the number chosen ("Only 7
 * evergreen trees at Sapling, so this test has 7."), so the quiz's "Question 1 of 7" is no
 * surprise. Undefined when enough match.
 */
export function shortfallNote(chosen: number, matching: number, level: number, type: TreeType | 'all') {
  if (matching >= chosen) return undefined;
  const levelName = LEVELS.find((entry) => entry.value === level)?.name ?? `level ${level}`;
  const kind = type === 'all' ? '' : `${type} `;
  if (matching === 0) return `No ${kind}trees at ${levelName} yet.`;
  const trees = `${kind}${matching === 1 ? 'tree' : 'trees'}`;
  return `Only ${matching} ${trees} at ${levelName}, so this test has ${matching}.`;
}
