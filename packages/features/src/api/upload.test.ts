import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, setApiFailureHandler, type UploadRequest, type UploadTransport } from './client.ts';

/** A transport that records the request and answers with `reply` (or throws it when it is an Error). */
function recording(reply: { status: number; text: string } | Error | 'hang') {
  const requests: UploadRequest[] = [];
  const transport: UploadTransport = (request) => {
    requests.push(request);
    request.onProgress?.(25, 100);
    request.onProgress?.(100, 100);
    if (reply === 'hang') {
      return new Promise((_resolve, reject) => {
        request.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      });
    }
    if (reply instanceof Error) return Promise.reject(reply);
    return Promise.resolve(reply);
  };
  return { requests, transport };
}

const uploaded = { id: 'a1', url: '/api/images/a1', thumbUrl: '/api/images/a1?size=thumb', width: 10, height: 10, purpose: 'thanks' };

describe('API client uploads', () => {
  it('sends the CSRF and page-URL headers with the form, and reports progress as a fraction', async () => {
    const { requests, transport } = recording({ status: 201, text: JSON.stringify(uploaded) });
    const client = createApiClient({ upload: transport, readCookie: () => 'tok', pageUrl: () => 'http://app/new_transfer' });
    const form = new FormData();
    form.append('file', new File(['x'], 'a.png', { type: 'image/png' }));
    const progress: number[] = [];
    const result = await client.upload('/api/uploads/images?purpose=thanks', form, { onProgress: (f) => progress.push(f) });
    expect(result).toEqual(uploaded);
    expect(progress).toEqual([0.25, 1]);
    expect(requests[0]!.url).toBe('/api/uploads/images?purpose=thanks');
    expect(requests[0]!.body).toBe(form);
    expect(requests[0]!.headers).toMatchObject({ 'x-csrf-token': 'tok', 'x-page-url': 'http://app/new_transfer', accept: 'application/json' });
    expect(requests[0]!.headers['content-type']).toBeUndefined();
  });

  it('maps error bodies and bare statuses to the same ApiError as other calls', async () => {
    const body = JSON.stringify({ error: { code: 'IMAGE_TOO_LARGE', message: 'too many pixels', details: { maxPixels: 40 } } });
    const client = createApiClient({ upload: recording({ status: 422, text: body }).transport, readCookie: () => 't' });
    const error = await client.upload('/api/uploads/images', new FormData()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'IMAGE_TOO_LARGE', status: 422, details: { maxPixels: 40 }, path: '/api/uploads/images' });

    const proxy = createApiClient({ upload: recording({ status: 413, text: '<html>Request Entity Too Large</html>' }).transport, readCookie: () => 't' });
    await expect(proxy.upload('/api/uploads/images', new FormData())).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE', status: 413 });
  });

  it('turns a transport failure into NETWORK and tells the failure handler', async () => {
    const seen: string[] = [];
    const remove = setApiFailureHandler((e) => seen.push(e.code));
    try {
      const client = createApiClient({ upload: recording(new TypeError('offline')).transport, readCookie: () => 't' });
      await expect(client.upload('/api/uploads/images', new FormData())).rejects.toMatchObject({ code: 'NETWORK', status: 0 });
      expect(seen).toEqual(['NETWORK']);
    } finally {
      remove();
    }
  });

  it('passes an abort through as AbortError', async () => {
    const client = createApiClient({ upload: recording('hang').transport, readCookie: () => 't' });
    const controller = new AbortController();
    const promise = client.upload('/api/uploads/images', new FormData(), { signal: controller.signal });
    controller.abort();
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
  });
});
