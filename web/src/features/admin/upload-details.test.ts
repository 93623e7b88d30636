import { describe, expect, it } from 'vitest';
import type { KeyValueStore } from '../../lib/remembered-user.ts';
import { detailsProblems, NO_DETAILS, readUploadDetails, rememberUploadDetails } from './upload-details.ts';

function memoryStorage(): KeyValueStore & { kept: Map<string, string> } {
  const kept = new Map<string, string>();
  return {
    kept,
    getItem: (key) => kept.get(key) ?? null,
    setItem: (key, value) => void kept.set(key, value),
    removeItem: (key) => void kept.delete(key),
  };
}

const DETAILS = { author: 'A. Walker', licence: 'CC BY-SA 4.0', source: 'https://example.org/oak' } as const;

describe('the credit remembered for the next upload', () => {
  it('comes back as it was given', () => {
    const storage = memoryStorage();
    expect(readUploadDetails(() => storage)).toEqual(NO_DETAILS);
    rememberUploadDetails(DETAILS, () => storage);
    expect(readUploadDetails(() => storage)).toEqual(DETAILS);
  });

  it('drops what no longer fits the form: an unknown licence, a wrong kind of value, broken text', () => {
    const storage = memoryStorage();
    storage.setItem(
      'leafwise.admin.uploadDetails',
      JSON.stringify({ author: 42, licence: 'All rights reserved', source: 'https://x.org' }),
    );
    expect(readUploadDetails(() => storage)).toEqual({ author: '', licence: '', source: 'https://x.org' });
    storage.setItem('leafwise.admin.uploadDetails', '{not json');
    expect(readUploadDetails(() => storage)).toEqual(NO_DETAILS);
  });

  it('is simply not kept where the browser refuses storage', () => {
    const refusing = (): KeyValueStore => {
      throw new Error('SecurityError');
    };
    expect(() => rememberUploadDetails(DETAILS, refusing)).not.toThrow();
    expect(readUploadDetails(refusing)).toEqual(NO_DETAILS);
  });
});

describe('checks of the credit before uploading', () => {
  it('passes a full credit', () => {
    expect(detailsProblems(DETAILS)).toEqual({});
    expect(detailsProblems({ ...DETAILS, source: 'http://example.org/a photo' })).toEqual({});
  });

  it('asks for each missing or wrong field in words', () => {
    expect(detailsProblems({ author: '  ', licence: '', source: '' })).toEqual({
      author: 'Please enter who took the photo.',
      licence: 'Please choose the licence the photo is published under.',
      source: 'Please enter the web address where the photo is published.',
    });
    expect(detailsProblems({ ...DETAILS, source: 'example.org/oak' }).source).toBe(
      'Please enter a web address starting with https://.',
    );
    expect(detailsProblems({ ...DETAILS, source: 'javascript:alert(1)' }).source).toMatch(/web address/);
    expect(detailsProblems({ ...DETAILS, author: 'x'.repeat(201) }).author).toMatch(/200 characters/);
  });
});
