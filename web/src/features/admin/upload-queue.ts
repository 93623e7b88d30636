import type { AdminPhoto, PhotoUploadFields } from '@leafwise/contract';
import { PHOTO_MAX_BYTES } from '@leafwise/contract/constants';
import { OFFLINE_MESSAGE } from '../../lib/api-client.ts';

/**
 * Files sent at the same time. One at a time leaves the line idle while the server encodes; all at
 * once on a phone's upload link makes every bar crawl and every file late.
 */
export const UPLOADS_AT_ONCE = 2;

export type FileLike = { name: string; size: number; type: string };

export type UploadState = 'waiting' | 'uploading' | 'encoding' | 'added' | 'failed';

/** One file on its way: the details it was given are kept with it, so trying again sends the same. */
export type UploadItem<F extends FileLike = FileLike> = {
  id: string;
  file: F;
  fields: PhotoUploadFields;
  state: UploadState;
  /** Share of the file sent, 0 to 1. */
  sent: number;
  /** Why it failed, in the server's words where it gave some. */
  message: string | null;
  photo: AdminPhoto | null;
};

export type UploadAction<F extends FileLike = FileLike> =
  | { type: 'add'; items: { id: string; file: F; fields: PhotoUploadFields }[] }
  | { type: 'start'; id: string }
  | { type: 'progress'; id: string; sent: number }
  | { type: 'sent'; id: string }
  | { type: 'added'; id: string; photo: AdminPhoto }
  | { type: 'failed'; id: string; message: string }
  | { type: 'retry'; id: string }
  | { type: 'remove'; id: string }
  | { type: 'clearAdded' };

const megabytes = (bytes: number) => `${Number((bytes / 1024 / 1024).toFixed(1))} MB`;

// Some phones give HEIC photos no type at all; the name then says what the file is.
const PHOTO_NAME = /\.(jpe?g|png|webp|heic|heif|tiff?)$/i;

/** Why a file will not be sent, in words for the person choosing it; null when it may go (the server still decides). */
export function fileProblem(file: FileLike): string | null {
  const isImage = file.type ? file.type.startsWith('image/') : PHOTO_NAME.test(file.name);
  if (!isImage) return `${file.name} is not a photo: choose a JPEG, PNG, WebP, HEIC or TIFF image.`;
  if (file.size === 0) return `${file.name} is empty: choose it again, or another photo.`;
  if (file.size > PHOTO_MAX_BYTES) {
    return `${file.name} is ${megabytes(file.size)}; a photo may be ${megabytes(PHOTO_MAX_BYTES)} at most.`;
  }
  return null;
}

const isActive = (item: UploadItem) => item.state === 'uploading' || item.state === 'encoding';

/** Whether a file is still to be sent or answered (leaving the page now would lose it). */
export const isPending = (item: UploadItem) => item.state === 'waiting' || isActive(item);

/** The waiting files to send now, oldest first, so that no more than `atOnce` are on their way. */
export function itemsToStart<F extends FileLike>(items: readonly UploadItem<F>[], atOnce = UPLOADS_AT_ONCE) {
  const free = atOnce - items.filter(isActive).length;
  return free > 0 ? items.filter((item) => item.state === 'waiting').slice(0, free) : [];
}

export function uploadQueueReducer<F extends FileLike>(
  items: UploadItem<F>[],
  action: UploadAction<F>,
): UploadItem<F>[] {
  const change = (id: string, from: readonly UploadState[], update: Partial<UploadItem<F>>) =>
    items.map((item) => (item.id === id && from.includes(item.state) ? { ...item, ...update } : item));
  switch (action.type) {
    case 'add':
      return [
        ...items,
        ...action.items.map((item) => ({ ...item, state: 'waiting' as const, sent: 0, message: null, photo: null })),
      ];
    case 'start':
      return change(action.id, ['waiting'], { state: 'uploading', sent: 0 });
    case 'progress':
      return change(action.id, ['uploading'], { sent: Math.min(1, Math.max(0, action.sent)) });
    case 'sent':
      return change(action.id, ['uploading'], { state: 'encoding', sent: 1 });
    case 'added':
      return change(action.id, ['uploading', 'encoding'], { state: 'added', sent: 1, photo: action.photo });
    case 'failed':
      return change(action.id, ['uploading', 'encoding'], { state: 'failed', message: action.message });
    case 'retry':
      return change(action.id, ['failed'], { state: 'waiting', sent: 0, message: null });
    case 'remove':
      return items.filter((item) => item.id !== action.id || isPending(item));
    case 'clearAdded':
      return items.filter((item) => item.state !== 'added');
  }
}

/** A file's state in words, beside its bar. */
export function uploadStatus(item: UploadItem): string {
  switch (item.state) {
    case 'waiting':
      return 'Waiting';
    case 'uploading':
      return `Uploading ${Math.floor(item.sent * 100)} %`;
    case 'encoding':
      return 'Encoding…';
    case 'added':
      return item.photo ? `Added as photo ${item.photo.photo_id}` : 'Added';
    case 'failed':
      return `Failed: ${item.message ?? 'the photo was not added.'}`;
  }
}

/** "2 added, 1 failed, 3 to go": the queue as one line for a status region. */
export function queueSummary(items: readonly UploadItem[]): string {
  const count = (state: UploadState) => items.filter((item) => item.state === state).length;
  const toGo = items.filter(isPending).length;
  const parts = [
    count('added') ? `${count('added')} added` : '',
    count('failed') ? `${count('failed')} failed` : '',
    toGo ? `${toGo} to go` : '',
  ].filter(Boolean);
  return parts.length ? `${parts.join(', ')}.` : '';
}

/**
 * Why an upload failed: the server's own words when it gave some, else what its status means here
 * (a proxy's 413 or a server fault comes without our `{ msg }`).
 */
export function uploadFailureMessage(status: number, serverMessage: string | undefined): string {
  if (serverMessage) return serverMessage;
  if (status === 0) return OFFLINE_MESSAGE;
  if (status === 413) return `The file is larger than the server accepts (${megabytes(PHOTO_MAX_BYTES)} at most).`;
  if (status === 401 || status === 403)
    return 'You are no longer signed in as an admin. Sign in again, then try again.';
  if (status >= 500) return 'Something went wrong on the server while adding this photo. Please try again.';
  return `The server refused this photo (status ${status}).`;
}
