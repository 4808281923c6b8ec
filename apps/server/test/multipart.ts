/**
 * Multipart bodies for the upload tests (POST /api/uploads/images, SPEC §7 file upload): one or
 * more file parts, as a browser's FormData sends them.
 */
import { randomBytes } from 'node:crypto';

/** One file part: its bytes, file name, content type (default image/png) and field (default `file`). */
export interface FilePart {
  data: Buffer;
  filename: string;
  type?: string;
  field?: string;
}

/** A multipart/form-data body of `parts` with a random boundary: the payload and its content-type header. */
export function multipartBody(parts: FilePart[]): { payload: Buffer<ArrayBuffer>; contentType: string } {
  const boundary = `----gratia${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap((p) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.field ?? 'file'}"; filename="${p.filename}"\r\nContent-Type: ${p.type ?? 'image/png'}\r\n\r\n`),
    p.data,
    Buffer.from('\r\n'),
  ]);
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}
