import type { CommonsImport, ImportEvent } from '@leafwise/contract';
import { describe, expect, it } from 'vitest';
import { eventLine, IMPORT_POLL_MS, importOutcome, importPollInterval, importScope } from './import-progress.ts';

const IMPORT: CommonsImport = {
  import_id: 3,
  state: 'running',
  species: ['quercus-robur'],
  started_at: '2026-05-04T10:00:00.000Z',
  finished_at: null,
  started_by: 'owner@example.org',
  found: 12,
  imported: 2,
  skipped: 9,
  failed: 1,
  current: 'quercus-robur bark',
  message: null,
  events: [],
};
const event = (overrides: Partial<ImportEvent>): ImportEvent => ({
  at: '2026-05-04T10:00:05.000Z',
  species: 'quercus-robur',
  slot: 'bark',
  kind: 'added',
  title: 'File:Oak bark.jpg',
  text: 'CC BY-SA 4.0',
  ...overrides,
});

describe('watching an import', () => {
  it('asks every second while one runs, and not otherwise', () => {
    expect(importPollInterval({ configured: true, import: IMPORT })).toBe(IMPORT_POLL_MS);
    expect(importPollInterval({ configured: true, import: { ...IMPORT, state: 'done' } })).toBe(false);
    expect(importPollInterval({ configured: true, import: null })).toBe(false);
    expect(importPollInterval(undefined)).toBe(false);
  });

  it('says what it was asked to look for', () => {
    expect(importScope(IMPORT)).toBe('quercus-robur');
    expect(importScope({ species: null })).toBe('every species');
    expect(importScope({ species: ['a', 'b', 'c'] })).toBe('3 species');
  });

  it('tells each file’s fate and why, in one sentence', () => {
    expect(eventLine(event({}))).toBe('Added File:Oak bark.jpg for quercus-robur bark (CC BY-SA 4.0).');
    expect(eventLine(event({ kind: 'skipped', text: 'the title does not name Quercus robur.' }))).toBe(
      'Skipped File:Oak bark.jpg for quercus-robur bark: the title does not name Quercus robur.',
    );
    expect(eventLine(event({ kind: 'failed', title: null, text: 'Commons did not answer' }))).toBe(
      'Search for quercus-robur bark failed: Commons did not answer.',
    );
  });
});

describe('how an import ended', () => {
  it('gives the server’s sentence when there is one', () => {
    expect(importOutcome({ ...IMPORT, state: 'done', message: 'Added 2 photos; 9 skipped.' })).toBe(
      'Added 2 photos; 9 skipped.',
    );
    expect(importOutcome(IMPORT)).toBe('');
  });

  it('says an interrupted import was interrupted, even without a message', () => {
    expect(importOutcome({ ...IMPORT, state: 'interrupted' })).toBe(
      'The import was interrupted: the server stopped before it finished. Start it again to look for the rest.',
    );
    expect(importOutcome({ ...IMPORT, state: 'interrupted', message: '2 photos were added.' })).toMatch(
      /^The import was interrupted: .* 2 photos were added\.$/,
    );
  });

  it('words the other endings from the counts', () => {
    expect(importOutcome({ ...IMPORT, state: 'done', imported: 1 })).toBe('The import finished: 1 photo added.');
    expect(importOutcome({ ...IMPORT, state: 'cancelled' })).toBe(
      'The import was cancelled: 2 photos added before it stopped.',
    );
    expect(importOutcome({ ...IMPORT, state: 'failed', imported: 0 })).toBe(
      'The import failed: 0 photos added before it stopped.',
    );
  });
});
