import { describe, expect, it } from 'vitest';
import { MAX_PHOTOS_PER_THANKS, MAX_UPLOAD_BYTES, type UploadedImage } from '@gratia/contracts';
import { emptyPhotoList, photoIds, photoListReducer, photoListStatus, planPick, precheckPhoto, type PhotoListState } from './photoList.ts';

const file = (name: string, type = 'image/png', size = 10) => new File([new Uint8Array(size)], name, { type });
const image = (id: string): UploadedImage => ({ id, url: `/api/images/${id}`, thumbUrl: `/api/images/${id}?size=thumb`, width: 1, height: 1, purpose: 'thanks', createdAt: '2025-01-01T00:00:00.000Z' });

function picked(...names: string[]): PhotoListState {
  return photoListReducer(emptyPhotoList, {
    type: 'picked',
    added: names.map((name) => ({ key: name, file: file(`${name}.png`), previewUrl: `blob:${name}` })),
    rejected: [],
  });
}

describe('precheckPhoto', () => {
  it('accepts the contracts image types up to MAX_UPLOAD_BYTES', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif']) expect(precheckPhoto({ type, size: MAX_UPLOAD_BYTES })).toBeNull();
  });
  it('refuses other types and bigger files', () => {
    expect(precheckPhoto({ type: 'image/svg+xml', size: 10 })).toBe('type');
    expect(precheckPhoto({ type: 'application/pdf', size: 10 })).toBe('type');
    expect(precheckPhoto({ type: '', size: 10 })).toBe('type');
    expect(precheckPhoto({ type: 'image/png', size: MAX_UPLOAD_BYTES + 1 })).toBe('size');
    expect(precheckPhoto({ type: 'image/png', size: 2000 }, 1000)).toBe('size');
  });
});

describe('planPick', () => {
  it('keeps the order and refuses files beyond the free places as tooMany', () => {
    const files = [file('a.png'), file('b.txt', 'text/plain'), file('c.jpg', 'image/jpeg'), file('d.gif', 'image/gif')];
    const plan = planPick(files, MAX_PHOTOS_PER_THANKS - 2);
    expect(plan.accepted.map((f) => f.name)).toEqual(['a.png', 'c.jpg']);
    expect(plan.rejected).toEqual([
      { name: 'b.txt', reason: 'type' },
      { name: 'd.gif', reason: 'tooMany' },
    ]);
  });
  it('reports a too big file as size even when the list is full', () => {
    expect(planPick([file('big.png', 'image/png', 2000)], 5, 5, 1000).rejected).toEqual([{ name: 'big.png', reason: 'size' }]);
  });
});

describe('photoListReducer', () => {
  it('tracks progress, completion and failure per photo', () => {
    let state = picked('a', 'b');
    expect(photoListStatus(state)).toBe('uploading');
    expect(photoIds(state)).toBeNull();
    state = photoListReducer(state, { type: 'progress', key: 'a', progress: 0.4 });
    state = photoListReducer(state, { type: 'progress', key: 'a', progress: 0.2 });
    expect(state.items[0]).toMatchObject({ status: 'uploading', progress: 0.4 });
    state = photoListReducer(state, { type: 'uploaded', key: 'a', image: image('id-a') });
    state = photoListReducer(state, { type: 'failed', key: 'b', error: 'PAYLOAD_TOO_LARGE' });
    expect(photoListStatus(state)).toBe('failed');
    expect(photoIds(state)).toBeNull();
    state = photoListReducer(state, { type: 'retry', key: 'b' });
    expect(state.items[1]).toMatchObject({ status: 'uploading', progress: 0 });
    state = photoListReducer(state, { type: 'uploaded', key: 'b', image: image('id-b') });
    expect(photoListStatus(state)).toBe('ready');
    expect(photoIds(state)).toEqual(['id-a', 'id-b']);
  });

  it('keeps the display order in photoIds whatever order the uploads finish in', () => {
    let state = picked('a', 'b', 'c');
    for (const key of ['c', 'a', 'b']) state = photoListReducer(state, { type: 'uploaded', key, image: image(`id-${key}`) });
    expect(photoIds(state)).toEqual(['id-a', 'id-b', 'id-c']);
  });

  it('ignores late events of a removed photo and clears the refusals on removal', () => {
    let state = photoListReducer(picked('a', 'b'), { type: 'picked', added: [], rejected: [{ name: 'x.pdf', reason: 'type' }] });
    expect(state.rejected).toHaveLength(1);
    state = photoListReducer(state, { type: 'removed', key: 'a' });
    expect(state.rejected).toEqual([]);
    const after = photoListReducer(photoListReducer(state, { type: 'uploaded', key: 'a', image: image('late') }), { type: 'progress', key: 'a', progress: 1 });
    expect(after.items.map((i) => i.key)).toEqual(['b']);
  });

  it('does not retry a photo that did not fail, and is ready when empty', () => {
    const state = picked('a');
    expect(photoListReducer(state, { type: 'retry', key: 'a' })).toEqual(state);
    expect(photoListStatus(emptyPhotoList)).toBe('ready');
    expect(photoIds(emptyPhotoList)).toEqual([]);
    expect(photoListReducer(state, { type: 'reset' })).toEqual(emptyPhotoList);
  });
});
