import { describe, expect, it } from 'vitest';
import { lastActiveWords } from './console-dates.ts';
import { boardEntriesLine, CHANGE_WORDS, peopleCount, personActions } from './people-words.ts';

describe('what the console offers for a person', () => {
  it('offers a good user a ban, the admin right, their sessions and deletion', () => {
    expect(personActions({ user_status: 'good', sessions: 2 }, false)).toEqual([
      'ban',
      'grant-admin',
      'end-sessions',
      'delete',
    ]);
  });

  it('offers another admin a ban and the loss of the right', () => {
    expect(personActions({ user_status: 'admin', sessions: 1 }, false)).toEqual([
      'ban',
      'revoke-admin',
      'end-sessions',
      'delete',
    ]);
  });

  it('offers a banned user an unban, and no sessions to end when none are open', () => {
    expect(personActions({ user_status: 'banned', sessions: 0 }, false)).toEqual(['unban', 'delete']);
  });

  it('offers the admin nothing on their own row', () => {
    expect(personActions({ user_status: 'admin', sessions: 3 }, true)).toEqual([]);
  });
});

describe('a person in words', () => {
  it('counts people, and the people a search finds', () => {
    expect(peopleCount(0, '')).toBe('No one has signed up yet.');
    expect(peopleCount(1, '')).toBe('1 person');
    expect(peopleCount(80, '')).toBe('80 people');
    expect(peopleCount(0, 'ash')).toBe('No one matches “ash”.');
    expect(peopleCount(1, 'ash')).toBe('1 person matches “ash”.');
    expect(peopleCount(3, 'ash')).toBe('3 people match “ash”.');
  });

  it('names their board entries by rank and score', () => {
    expect(boardEntriesLine([])).toBe('Not on the board');
    expect(boardEntriesLine([{ board: 'ancient', rank: 3, score: 420 }])).toBe('Ancient: #3, 420 points');
  });

  it('says when they were last seen, or that they never were', () => {
    const now = Date.parse('2025-03-12T12:00:00Z');
    expect(lastActiveWords(null, now)).toBe('never');
    expect(lastActiveWords('2025-03-09T12:00:00Z', now)).toBe('3 days ago');
    expect(lastActiveWords('2025-03-12T11:55:00Z', now)).toBe('5 minutes ago');
  });

  it('words each change once it is done', () => {
    expect(CHANGE_WORDS.ban.done('Rowan Ash')).toBe('Rowan Ash is banned.');
    expect(CHANGE_WORDS['revoke-admin'].label).toBe('Remove admin right');
  });
});
