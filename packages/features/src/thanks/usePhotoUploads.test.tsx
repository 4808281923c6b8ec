import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UploadedImage } from '@gratia/contracts';
import { ApiError, type UploadOptions } from '../api/index.ts';
import { usePhotoUploads } from './usePhotoUploads.ts';

const file = (name: string, type = 'image/png', size = 10) => new File([new Uint8Array(size)], name, { type });

/** A fake uploader whose calls the test settles by hand. */
function manualUploader() {
  const calls: { file: File; options: UploadOptions; resolve: (i: UploadedImage) => void; reject: (e: unknown) => void }[] = [];
  const upload = (f: File, options: UploadOptions = {}) =>
    new Promise<UploadedImage>((resolve, reject) => {
      calls.push({ file: f, options, resolve, reject });
      options.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    });
  return { calls, upload };
}
const image = (id: string): UploadedImage => ({ id, url: '', thumbUrl: '', width: 1, height: 1, purpose: 'thanks', createdAt: '2025-01-01T00:00:00.000Z' });

describe('usePhotoUploads', () => {
  let created: string[];
  let revoked: string[];
  beforeEach(() => {
    created = [];
    revoked = [];
    let n = 0;
    // jsdom has no object URLs: count what the hook creates and revokes.
    URL.createObjectURL = () => {
      const url = `blob:test/${++n}`;
      created.push(url);
      return url;
    };
    URL.revokeObjectURL = (url: string) => void revoked.push(url);
  });
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('uploads at pick time, reports progress, and gives the ids once all are done', async () => {
    const { calls, upload } = manualUploader();
    const { result } = renderHook(() => usePhotoUploads(upload));
    act(() => result.current.add([file('a.png'), file('b.png'), file('notes.txt', 'text/plain')]));
    expect(calls.map((c) => c.file.name)).toEqual(['a.png', 'b.png']);
    expect(result.current.state.rejected).toEqual([{ name: 'notes.txt', reason: 'type' }]);
    act(() => calls[0]!.options.onProgress?.(0.5));
    expect(result.current.state.items[0]).toMatchObject({ status: 'uploading', progress: 0.5 });
    expect(result.current.status).toBe('uploading');
    await act(async () => calls[1]!.resolve(image('id-b')));
    await act(async () => calls[0]!.resolve(image('id-a')));
    expect(result.current.photoIds).toEqual(['id-a', 'id-b']);
  });

  it('cancels a running upload and revokes its preview on removal', async () => {
    const { calls, upload } = manualUploader();
    const { result } = renderHook(() => usePhotoUploads(upload));
    act(() => result.current.add([file('a.png')]));
    const key = result.current.state.items[0]!.key;
    await act(async () => result.current.remove(key));
    expect(calls[0]!.options.signal?.aborted).toBe(true);
    expect(revoked).toEqual(created);
    expect(result.current.state.items).toEqual([]);
  });

  it('marks a failed upload with its error code and retries it with the same file', async () => {
    const { calls, upload } = manualUploader();
    const { result } = renderHook(() => usePhotoUploads(upload));
    act(() => result.current.add([file('a.png')]));
    await act(async () => calls[0]!.reject(new ApiError('UNSUPPORTED_MEDIA_TYPE', 415, 'x')));
    expect(result.current.state.items[0]).toMatchObject({ status: 'failed', error: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(result.current.status).toBe('failed');
    act(() => result.current.retry(result.current.state.items[0]!.key));
    expect(calls).toHaveLength(2);
    expect(calls[1]!.file).toBe(calls[0]!.file);
    await act(async () => calls[1]!.resolve(image('id-a')));
    expect(result.current.photoIds).toEqual(['id-a']);
  });

  it('refuses files beyond the maximum and revokes every preview on unmount', () => {
    const { calls, upload } = manualUploader();
    const { result, unmount } = renderHook(() => usePhotoUploads(upload, { max: 2 }));
    act(() => result.current.add([file('a.png'), file('b.png'), file('c.png')]));
    act(() => result.current.add([file('d.png')]));
    expect(calls).toHaveLength(2);
    expect(result.current.state.rejected).toEqual([{ name: 'd.png', reason: 'tooMany' }]);
    unmount();
    expect(revoked.sort()).toEqual([...created].sort());
    expect(calls.every((c) => c.options.signal?.aborted)).toBe(true);
  });
});
