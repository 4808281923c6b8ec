import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef } from 'react';
import { MAX_PHOTOS_PER_THANKS, MAX_UPLOAD_BYTES } from '@gratia/contracts';
import { isApiError } from '../api/index.ts';
import type { ImageUploader } from './hooks.ts';
import { emptyPhotoList, photoIds, photoListReducer, photoListStatus, planPick, type PhotoListState, type PhotoListStatus } from './photoList.ts';

/** What {@link usePhotoUploads} returns: the list and what can be done with it. */
export interface PhotoUploads {
  state: PhotoListState;
  /** `uploading` while any upload runs, `failed` if one failed, else `ready`. */
  status: PhotoListStatus;
  /** Uploaded ids in display order (the thanks' `photoIds`), or null until every photo is uploaded. */
  photoIds: string[] | null;
  /** Most photos (default MAX_PHOTOS_PER_THANKS) and largest file, bytes (default MAX_UPLOAD_BYTES). */
  max: number;
  maxBytes: number;
  /** Pre-checks the picked files and starts uploading the accepted ones at once. */
  add: (files: readonly File[]) => void;
  /** Removes a photo; a running upload of it is cancelled. */
  remove: (key: string) => void;
  /** Uploads a failed photo again. */
  retry: (key: string) => void;
  /** Empties the list (after the thanks was sent), cancelling running uploads. */
  reset: () => void;
}

/**
 * The photos of a thanks (SPEC §1 Thanks): picked files are pre-checked
 * ({@link planPick}), previewed through object URLs, and uploaded at once with `upload`,
 * reporting progress. Object URLs are revoked when a photo is removed, on reset and on unmount;
 * running uploads are aborted then too.
 */
export function usePhotoUploads(upload: ImageUploader, options: { max?: number; maxBytes?: number } = {}): PhotoUploads {
  const max = options.max ?? MAX_PHOTOS_PER_THANKS;
  const maxBytes = options.maxBytes ?? MAX_UPLOAD_BYTES;
  const [state, dispatch] = useReducer(photoListReducer, emptyPhotoList);
  const uploadRef = useRef(upload);
  const stateRef = useRef(state);
  useLayoutEffect(() => {
    uploadRef.current = upload;
    stateRef.current = state;
  });
  const controllers = useRef(new Map<string, AbortController>());
  /** Object URL of every listed photo, by key: kept in step with the list by the handlers themselves. */
  const urls = useRef(new Map<string, string>());
  const nextKey = useRef(0);

  const start = useCallback((key: string, file: File) => {
    const controller = new AbortController();
    controllers.current.set(key, controller);
    uploadRef
      .current(file, { signal: controller.signal, onProgress: (progress) => dispatch({ type: 'progress', key, progress }) })
      .then(
        (image) => {
          if (!controller.signal.aborted) dispatch({ type: 'uploaded', key, image });
        },
        (error: unknown) => {
          if (!controller.signal.aborted) dispatch({ type: 'failed', key, error: isApiError(error) ? error.code : 'INTERNAL' });
        },
      )
      .finally(() => {
        if (controllers.current.get(key) === controller) controllers.current.delete(key);
      });
  }, []);

  const forget = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    const url = urls.current.get(key);
    if (url) URL.revokeObjectURL(url);
    urls.current.delete(key);
  }, []);

  const add = useCallback(
    (files: readonly File[]) => {
      const { accepted, rejected } = planPick(files, urls.current.size, max, maxBytes);
      const added = accepted.map((file) => {
        const key = `photo-${++nextKey.current}`;
        const previewUrl = URL.createObjectURL(file);
        urls.current.set(key, previewUrl);
        return { key, file, previewUrl };
      });
      dispatch({ type: 'picked', added, rejected });
      for (const a of added) start(a.key, a.file);
    },
    [max, maxBytes, start],
  );

  const remove = useCallback(
    (key: string) => {
      forget(key);
      dispatch({ type: 'removed', key });
    },
    [forget],
  );

  const retry = useCallback(
    (key: string) => {
      const item = stateRef.current.items.find((i) => i.key === key);
      if (item?.status !== 'failed') return;
      dispatch({ type: 'retry', key });
      start(key, item.file);
    },
    [start],
  );

  const reset = useCallback(() => {
    for (const key of [...urls.current.keys(), ...controllers.current.keys()]) forget(key);
    dispatch({ type: 'reset' });
  }, [forget]);

  useEffect(() => {
    const ownControllers = controllers.current;
    const ownUrls = urls.current;
    return () => {
      for (const controller of ownControllers.values()) controller.abort();
      ownControllers.clear();
      for (const url of ownUrls.values()) URL.revokeObjectURL(url);
      ownUrls.clear();
    };
  }, []);

  return useMemo(
    () => ({ state, status: photoListStatus(state), photoIds: photoIds(state), max, maxBytes, add, remove, retry, reset }),
    [state, max, maxBytes, add, remove, retry, reset],
  );
}
