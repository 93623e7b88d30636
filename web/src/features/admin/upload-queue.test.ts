import type { AdminPhoto, PhotoUploadFields } from '@leafwise/contract';
import { PHOTO_MAX_BYTES } from '@leafwise/contract/constants';
import { describe, expect, it } from 'vitest';
import { OFFLINE_MESSAGE } from '../../lib/api-client.ts';
import {
  type FileLike,
  fileProblem,
  isPending,
  itemsToStart,
  queueSummary,
  type UploadAction,
  type UploadItem,
  uploadFailureMessage,
  uploadQueueReducer,
  uploadStatus,
} from './upload-queue.ts';

const FIELDS: PhotoUploadFields = {
  species: 'quercus-robur',
  slot: 'leaf',
  author: 'A. Walker',
  licence: 'CC BY 4.0',
  source: 'https://example.org/oak',
};
const jpeg = (name: string, size = 2_000_000): FileLike => ({ name, size, type: 'image/jpeg' });
const PHOTO = { photo_id: 41, slot: 'leaf' } as AdminPhoto;

const run = (actions: UploadAction[], items: UploadItem[] = []) => actions.reduce(uploadQueueReducer, items);
const added = (...names: string[]): UploadAction => ({
  type: 'add',
  items: names.map((name) => ({ id: name, file: jpeg(name), fields: FIELDS })),
});
const states = (items: UploadItem[]) => Object.fromEntries(items.map((item) => [item.id, item.state]));

describe('checks before sending', () => {
  it('lets photos through, HEIC without a type included', () => {
    expect(fileProblem(jpeg('oak.jpg'))).toBeNull();
    expect(fileProblem({ name: 'IMG_0042.HEIC', size: 3_000_000, type: '' })).toBeNull();
    expect(fileProblem({ ...jpeg('limit.jpg'), size: PHOTO_MAX_BYTES })).toBeNull();
  });

  it('names the file and says what is wrong with it', () => {
    expect(fileProblem({ name: 'notes.pdf', size: 1000, type: 'application/pdf' })).toBe(
      'notes.pdf is not a photo: choose a JPEG, PNG, WebP, HEIC or TIFF image.',
    );
    expect(fileProblem({ name: 'notes', size: 1000, type: '' })).toMatch(/^notes is not a photo/);
    expect(fileProblem({ ...jpeg('huge.jpg'), size: PHOTO_MAX_BYTES + 1024 * 1024 })).toBe(
      'huge.jpg is 26 MB; a photo may be 25 MB at most.',
    );
    expect(fileProblem({ ...jpeg('empty.jpg'), size: 0 })).toMatch(/^empty.jpg is empty/);
  });
});

describe('the upload queue', () => {
  it('sends two files at a time, oldest first, and the next as soon as one is answered', () => {
    let items = run([added('a.jpg', 'b.jpg', 'c.jpg')]);
    expect(itemsToStart(items).map((item) => item.id)).toEqual(['a.jpg', 'b.jpg']);
    items = run(
      [
        { type: 'start', id: 'a.jpg' },
        { type: 'start', id: 'b.jpg' },
      ],
      items,
    );
    expect(itemsToStart(items)).toEqual([]);
    // Sent but not yet answered: the server is still encoding it, so it still takes its place.
    items = run([{ type: 'sent', id: 'a.jpg' }], items);
    expect(itemsToStart(items)).toEqual([]);
    items = run([{ type: 'failed', id: 'a.jpg', message: 'This photo is already there.' }], items);
    expect(itemsToStart(items).map((item) => item.id)).toEqual(['c.jpg']);
  });

  it('follows a file from waiting to added, its bar and words along the way', () => {
    let items = run([added('a.jpg'), { type: 'start', id: 'a.jpg' }, { type: 'progress', id: 'a.jpg', sent: 0.426 }]);
    expect(uploadStatus(items[0] as UploadItem)).toBe('Uploading 42 %');
    items = run([{ type: 'sent', id: 'a.jpg' }], items);
    expect(items[0]).toMatchObject({ state: 'encoding', sent: 1 });
    expect(uploadStatus(items[0] as UploadItem)).toBe('Encoding…');
    // A late progress event changes nothing once every byte is sent.
    items = run([{ type: 'progress', id: 'a.jpg', sent: 0.9 }], items);
    expect(items[0]?.sent).toBe(1);
    items = run([{ type: 'added', id: 'a.jpg', photo: PHOTO }], items);
    expect(items[0]).toMatchObject({ state: 'added', photo: PHOTO });
    expect(uploadStatus(items[0] as UploadItem)).toBe('Added as photo 41');
  });

  it('keeps a failed file, with its details and the server’s words, to try again without touching the others', () => {
    let items = run([
      added('a.jpg', 'b.jpg'),
      { type: 'start', id: 'a.jpg' },
      { type: 'start', id: 'b.jpg' },
      { type: 'failed', id: 'a.jpg', message: 'The file is not a picture we can read.' },
      { type: 'progress', id: 'b.jpg', sent: 0.5 },
    ]);
    expect(states(items)).toEqual({ 'a.jpg': 'failed', 'b.jpg': 'uploading' });
    expect(uploadStatus(items[0] as UploadItem)).toBe('Failed: The file is not a picture we can read.');
    items = run([{ type: 'retry', id: 'a.jpg' }], items);
    expect(items[0]).toMatchObject({ state: 'waiting', sent: 0, message: null, fields: FIELDS });
    expect(items[1]).toMatchObject({ state: 'uploading', sent: 0.5 });
  });

  it('takes out of the list only what is done with, never a file on its way', () => {
    let items = run([
      added('a.jpg', 'b.jpg', 'c.jpg', 'd.jpg'),
      { type: 'start', id: 'a.jpg' },
      { type: 'start', id: 'b.jpg' },
      { type: 'failed', id: 'a.jpg', message: 'No.' },
      { type: 'added', id: 'b.jpg', photo: PHOTO },
      { type: 'start', id: 'c.jpg' },
    ]);
    items = run(
      [
        { type: 'remove', id: 'a.jpg' },
        { type: 'remove', id: 'c.jpg' },
        { type: 'remove', id: 'd.jpg' },
      ],
      items,
    );
    expect(states(items)).toEqual({ 'b.jpg': 'added', 'c.jpg': 'uploading', 'd.jpg': 'waiting' });
    expect(items.filter(isPending).map((item) => item.id)).toEqual(['c.jpg', 'd.jpg']);
    items = run([{ type: 'clearAdded' }], items);
    expect(states(items)).toEqual({ 'c.jpg': 'uploading', 'd.jpg': 'waiting' });
  });

  it('ignores news of a file no longer in the state it speaks of', () => {
    const items = run([added('a.jpg'), { type: 'added', id: 'a.jpg', photo: PHOTO }, { type: 'retry', id: 'a.jpg' }]);
    expect(states(items)).toEqual({ 'a.jpg': 'waiting' });
  });

  it('sums the queue up in one line', () => {
    expect(queueSummary([])).toBe('');
    const items = run([
      added('a.jpg', 'b.jpg', 'c.jpg', 'd.jpg'),
      { type: 'start', id: 'a.jpg' },
      { type: 'start', id: 'b.jpg' },
      { type: 'failed', id: 'a.jpg', message: 'No.' },
      { type: 'added', id: 'b.jpg', photo: PHOTO },
    ]);
    expect(queueSummary(items)).toBe('1 added, 1 failed, 2 to go.');
  });
});

describe('why an upload failed', () => {
  it('gives the server’s words when it sent some', () => {
    expect(uploadFailureMessage(409, 'This photo is already in Leafwise.')).toBe('This photo is already in Leafwise.');
  });

  it('says what the status means when the server sent none', () => {
    expect(uploadFailureMessage(0, undefined)).toBe(OFFLINE_MESSAGE);
    expect(uploadFailureMessage(413, undefined)).toBe('The file is larger than the server accepts (25 MB at most).');
    expect(uploadFailureMessage(500, undefined)).toMatch(/^Something went wrong on the server/);
    expect(uploadFailureMessage(403, undefined)).toMatch(/no longer signed in as an admin/);
  });
});
