import { ACCEPTED_IMAGE_TYPES, MAX_PHOTOS_PER_THANKS, MAX_UPLOAD_BYTES, type UploadedImage } from '@gratia/contracts';
import type { ApiErrorCode } from '../api/index.ts';

/**
 * The photos of a thanks being written (SPEC §1 Thanks, §2 New thanks form) as pure state: each
 * picked file is checked, previewed and uploaded at once; the thanks can be sent when every
 * upload has finished. No React, no network: {@link usePhotoUploads} drives it.
 */

/** Why a picked file was refused before any upload. */
export type PhotoRejection = 'type' | 'size' | 'tooMany';

/**
 * Client-side pre-check of one file: a declared type of {@link ACCEPTED_IMAGE_TYPES} and at most
 * `maxBytes` bytes (default {@link MAX_UPLOAD_BYTES}). The server checks the content again.
 * Returns null when the file may be uploaded.
 */
export function precheckPhoto(file: Pick<File, 'type' | 'size'>, maxBytes: number = MAX_UPLOAD_BYTES): 'type' | 'size' | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > maxBytes) return 'size';
  return null;
}

/** One photo of the list. `progress` is the sent fraction 0…1 while `status` is `uploading`. */
export type PhotoItem =
  | { key: string; file: File; previewUrl: string; status: 'uploading'; progress: number }
  | { key: string; file: File; previewUrl: string; status: 'done'; image: UploadedImage }
  | { key: string; file: File; previewUrl: string; status: 'failed'; error: ApiErrorCode };

/** The list in display order, plus the files refused by the last pick (shown until the next pick). */
export interface PhotoListState {
  items: PhotoItem[];
  rejected: { name: string; reason: PhotoRejection }[];
}

/** No photos and nothing refused: the list of a new thanks. */
export const emptyPhotoList: PhotoListState = { items: [], rejected: [] };

/** What can happen to the list. `added` carries files that passed {@link planPick}. */
export type PhotoListAction =
  | { type: 'picked'; added: { key: string; file: File; previewUrl: string }[]; rejected: PhotoListState['rejected'] }
  | { type: 'progress'; key: string; progress: number }
  | { type: 'uploaded'; key: string; image: UploadedImage }
  | { type: 'failed'; key: string; error: ApiErrorCode }
  | { type: 'retry'; key: string }
  | { type: 'removed'; key: string }
  | { type: 'reset' };

/**
 * Splits a pick into the files to upload and the refused ones: each file is pre-checked
 * ({@link precheckPhoto}); accepted files beyond the free places (`max` minus `current`) are
 * refused as `tooMany`. Keeps the picked order.
 */
export function planPick(
  files: readonly File[],
  current: number,
  max: number = MAX_PHOTOS_PER_THANKS,
  maxBytes: number = MAX_UPLOAD_BYTES,
): { accepted: File[]; rejected: PhotoListState['rejected'] } {
  const accepted: File[] = [];
  const rejected: PhotoListState['rejected'] = [];
  for (const file of files) {
    const problem = precheckPhoto(file, maxBytes);
    if (problem) rejected.push({ name: file.name, reason: problem });
    else if (current + accepted.length >= max) rejected.push({ name: file.name, reason: 'tooMany' });
    else accepted.push(file);
  }
  return { accepted, rejected };
}

function patch(state: PhotoListState, key: string, update: (item: PhotoItem) => PhotoItem): PhotoListState {
  return { ...state, items: state.items.map((item) => (item.key === key ? update(item) : item)) };
}

const base = (item: PhotoItem) => ({ key: item.key, file: item.file, previewUrl: item.previewUrl });

/** The reducer of the list. Events for a removed photo (a late progress or answer) change nothing. */
export function photoListReducer(state: PhotoListState, action: PhotoListAction): PhotoListState {
  switch (action.type) {
    case 'picked':
      return {
        items: [...state.items, ...action.added.map((a): PhotoItem => ({ ...a, status: 'uploading', progress: 0 }))],
        rejected: action.rejected,
      };
    case 'progress':
      return patch(state, action.key, (item) =>
        item.status === 'uploading' ? { ...item, progress: Math.min(1, Math.max(item.progress, action.progress)) } : item,
      );
    case 'uploaded':
      return patch(state, action.key, (item) => (item.status === 'uploading' ? { ...base(item), status: 'done', image: action.image } : item));
    case 'failed':
      return patch(state, action.key, (item) => (item.status === 'uploading' ? { ...base(item), status: 'failed', error: action.error } : item));
    case 'retry':
      return patch(state, action.key, (item) => (item.status === 'failed' ? { ...base(item), status: 'uploading', progress: 0 } : item));
    case 'removed':
      return { items: state.items.filter((item) => item.key !== action.key), rejected: [] };
    case 'reset':
      return emptyPhotoList;
  }
}

/** Where the uploads stand: `uploading` while any runs, else `failed` if any failed, else `ready` (also when empty). */
export type PhotoListStatus = 'uploading' | 'failed' | 'ready';

/** The status of the whole list (see {@link PhotoListStatus}). */
export function photoListStatus(state: PhotoListState): PhotoListStatus {
  if (state.items.some((item) => item.status === 'uploading')) return 'uploading';
  if (state.items.some((item) => item.status === 'failed')) return 'failed';
  return 'ready';
}

/** The uploaded image ids in display order (the `photoIds` of the thanks), or null while not every photo is uploaded. */
export function photoIds(state: PhotoListState): string[] | null {
  const ids: string[] = [];
  for (const item of state.items) {
    if (item.status !== 'done') return null;
    ids.push(item.image.id);
  }
  return ids;
}
