import { TREE_ERRORS } from '@leafwise/contract/constants';
import { describe, expect, it } from 'vitest';
import { ApiError, OFFLINE_MESSAGE } from '../../lib/api-client.ts';
import { isQuizId } from './api/get-quiz.ts';
import { START_FAILED, startErrorMessage } from './api/start-quiz.ts';
import { settingsFromSearch, testQuizSearch } from './test-settings-search.ts';
import { shortfallNote } from './test-shortfall.ts';

const QUIZ = '0b7f6f9e-2f4c-4a8e-9c1d-5a6b7c8d9e0f';

describe('the settings kept beside ?quiz=', () => {
  it('come back as chosen, so Back to Test Settings has all three even when fewer trees matched', () => {
    const search = new URLSearchParams(testQuizSearch(QUIZ, { treeCount: 10, level: 1, type: 'evergreen' }));
    expect(search.toString()).toBe(`quiz=${QUIZ}&trees=10&level=1&type=evergreen`);
    expect(settingsFromSearch(search)).toEqual({ treeCount: 10, level: 1, type: 'evergreen' });
    expect(
      settingsFromSearch(new URLSearchParams(testQuizSearch(QUIZ, { treeCount: 50, level: 3, type: 'all' }))),
    ).toEqual({ treeCount: 50, level: 3, type: 'all' });
  });

  it('are left out when they are not a choice the form offers', () => {
    expect(settingsFromSearch(new URLSearchParams('quiz=x&trees=15&level=4&type=fruit'))).toEqual({
      treeCount: undefined,
      level: undefined,
      type: undefined,
    });
    expect(settingsFromSearch(new URLSearchParams(`quiz=${QUIZ}`))).toEqual({
      treeCount: undefined,
      level: undefined,
      type: undefined,
    });
  });
});

describe('the line before Start', () => {
  it('says when fewer trees match than the number chosen, and what the test will have', () => {
    expect(shortfallNote(10, 7, 1, 'evergreen')).toBe('Only 7 evergreen trees at Sapling, so this test has 7.');
    expect(shortfallNote(50, 42, 1, 'all')).toBe('Only 42 trees at Sapling, so this test has 42.');
    expect(shortfallNote(10, 1, 2, 'deciduous')).toBe('Only 1 deciduous tree at Veteran, so this test has 1.');
    expect(shortfallNote(10, 0, 3, 'evergreen')).toBe('No evergreen trees at Ancient yet.');
  });

  it('says nothing when enough match', () => {
    expect(shortfallNote(10, 10, 1, 'all')).toBeUndefined();
    expect(shortfallNote(30, 35, 1, 'deciduous')).toBeUndefined();
  });
});

describe('a start that failed', () => {
  it('uses “No trees found” only for the server’s own 404', () => {
    expect(startErrorMessage(new ApiError(404, TREE_ERRORS.noneFound))).toBe(TREE_ERRORS.noneFound);
    expect(startErrorMessage(new ApiError(404, ''))).toBe(TREE_ERRORS.noneFound);
  });

  it('says something went wrong on a server fault, whatever its body', () => {
    expect(startErrorMessage(new ApiError(500, ''))).toBe(START_FAILED);
    expect(startErrorMessage(new ApiError(503, 'Service Unavailable'))).toBe(START_FAILED);
    expect(startErrorMessage(new Error('boom'))).toBe(START_FAILED);
  });

  it('passes on a refusal’s own words and a lost connection', () => {
    expect(startErrorMessage(new ApiError(429, 'Too many requests. Please wait.'))).toBe(
      'Too many requests. Please wait.',
    );
    expect(startErrorMessage(new ApiError(0, OFFLINE_MESSAGE))).toBe(OFFLINE_MESSAGE);
  });
});

describe('a quiz link', () => {
  it('names a quiz only with a quiz id', () => {
    expect(isQuizId(QUIZ)).toBe(true);
    for (const id of ['not-a-uuid', 'garbage', '', `${QUIZ}x`, '1']) expect(isQuizId(id)).toBe(false);
  });
});
