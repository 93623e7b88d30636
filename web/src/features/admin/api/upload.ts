import type { AdminPhoto, AdminPhotoResponse, PhotoUploadFields } from '@leafwise/contract';
import { UPLOAD_FIELDS } from '@leafwise/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { isPending, itemsToStart, type UploadItem, uploadFailureMessage, uploadQueueReducer } from '../upload-queue.ts';
import { refreshPhotos } from './photos.ts';

type UploadCallbacks = {
  /** Share of the file sent so far, 0 to 1. */
  onProgress: (sent: number) => void;
  /** Every byte is sent; the server is checking and encoding it. */
  onSent: () => void;
};

function serverMessage(body: string): string | undefined {
  try {
    const { msg } = JSON.parse(body) as { msg?: unknown };
    return typeof msg === 'string' && msg !== '' ? msg : undefined;
  } catch {
    return undefined;
  }
}

/**
 * POST /api/admin/photos, one file. XMLHttpRequest rather than fetch, which cannot report an
 * upload's progress. The text fields go first so the server can refuse a bad credit before
 * reading the file.
 */
export function uploadPhoto(fields: PhotoUploadFields, file: File, { onProgress, onSent }: UploadCallbacks) {
  return new Promise<AdminPhoto>((resolve, reject) => {
    const form = new FormData();
    for (const name of UPLOAD_FIELDS) form.append(name, fields[name]);
    form.append('file', file, file.name);
    const request = new XMLHttpRequest();
    request.open('POST', '/api/admin/photos');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.upload.onload = onSent;
    request.onload = () => {
      const message = serverMessage(request.responseText);
      if (request.status !== 201) {
        reject(new ApiError(request.status, uploadFailureMessage(request.status, message)));
        return;
      }
      try {
        resolve((JSON.parse(request.responseText) as AdminPhotoResponse).photo);
      } catch {
        reject(new ApiError(request.status, uploadFailureMessage(500, undefined)));
      }
    };
    request.onerror = () => reject(new ApiError(0, uploadFailureMessage(0, undefined)));
    request.send(form);
  });
}

/**
 * The files chosen for upload, sent a couple at a time, each with its own progress and fate. A
 * failure stays in the list with its details, to try again; the others carry on. Each photo
 * added refreshes the counts and lists at once.
 */
export function useUploadQueue() {
  const [items, dispatch] = useReducer(uploadQueueReducer<File>, []);
  const queryClient = useQueryClient();
  // Files already handed to a request: StrictMode's second effect run must not send them twice.
  const started = useRef(new Set<string>());
  const nextId = useRef(0);

  useEffect(() => {
    for (const item of itemsToStart(items)) {
      if (started.current.has(item.id)) continue;
      started.current.add(item.id);
      dispatch({ type: 'start', id: item.id });
      uploadPhoto(item.fields, item.file, {
        onProgress: (sent) => dispatch({ type: 'progress', id: item.id, sent }),
        onSent: () => dispatch({ type: 'sent', id: item.id }),
      })
        .then((photo) => {
          dispatch({ type: 'added', id: item.id, photo });
          void refreshPhotos(queryClient);
        })
        .catch((error: unknown) => {
          const message = error instanceof Error && error.message ? error.message : uploadFailureMessage(0, undefined);
          dispatch({ type: 'failed', id: item.id, message });
        })
        .finally(() => started.current.delete(item.id));
    }
  }, [items, queryClient]);

  // Leaving or reloading the page would drop the files not yet sent: the browser asks first.
  const pending = items.some(isPending);
  useEffect(() => {
    if (!pending) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [pending]);

  const add = useCallback((files: readonly File[], fields: PhotoUploadFields) => {
    const queued = files.map((file) => {
      nextId.current += 1;
      return { id: `upload-${nextId.current}`, file, fields };
    });
    dispatch({ type: 'add', items: queued });
  }, []);
  const retry = useCallback((id: string) => dispatch({ type: 'retry', id }), []);
  const remove = useCallback((id: string) => dispatch({ type: 'remove', id }), []);
  const clearAdded = useCallback(() => dispatch({ type: 'clearAdded' }), []);

  return { items: items as UploadItem<File>[], add, retry, remove, clearAdded };
}

export type UploadQueue = ReturnType<typeof useUploadQueue>;
