import { ADMIN_ACTION_GROUPS, ADMIN_ACTIONS } from '@leafwise/contract/constants';
import { describe, expect, it } from 'vitest';
import { ACTION_LABELS, AUDIT_FILTER_OPTIONS, auditFilterFrom } from './action-labels.ts';

describe('the audit trail in words', () => {
  it('has a label for every admin action, each different', () => {
    for (const action of ADMIN_ACTIONS) expect(ACTION_LABELS[action], action).toMatch(/^[A-Z]\w/);
    expect(new Set(ADMIN_ACTIONS.map((action) => ACTION_LABELS[action])).size).toBe(ADMIN_ACTIONS.length);
    expect(Object.keys(ACTION_LABELS).sort()).toEqual([...ADMIN_ACTIONS].sort());
  });

  it('offers everything, each group, then each action', () => {
    expect(AUDIT_FILTER_OPTIONS.slice(0, 4)).toEqual([
      { value: null, label: 'Everything' },
      { value: 'people', label: 'People' },
      { value: 'board', label: 'Board' },
      { value: 'photos', label: 'Photos' },
    ]);
    expect(AUDIT_FILTER_OPTIONS.slice(4).map(({ value }) => value)).toEqual([...ADMIN_ACTIONS]);
    expect(AUDIT_FILTER_OPTIONS).toContainEqual({ value: 'import.start', label: 'Started a Commons import' });
  });

  it('reads a filter from the URL, and ignores what the select does not offer', () => {
    expect(auditFilterFrom('user.ban')).toBe('user.ban');
    for (const group of Object.keys(ADMIN_ACTION_GROUPS)) expect(auditFilterFrom(group)).toBe(group);
    expect(auditFilterFrom(null)).toBeNull();
    expect(auditFilterFrom('')).toBeNull();
    expect(auditFilterFrom('user.explode')).toBeNull();
    expect(auditFilterFrom('toString')).toBeNull();
  });
});
