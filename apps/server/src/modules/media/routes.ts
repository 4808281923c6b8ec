/**
 * The binary media routes (issue 6; SPEC §7 file upload and download), registered outside the
 * contracts route table because their bodies are not JSON, but documented in the OpenAPI document:
 *
 * - `POST /api/uploads/images?purpose=thanks|sticker|avatar|logo|header_logo`: multipart/form-data with one `file` part →
 *   UploadedImage (contracts). CSRF is checked by the security plugin's onRequest hook like every unsafe /api call.
 * - `GET /api/images/{id}[?size=thumb]`: the WebP bytes for a member of the owning organization (an
 *   avatar: of any organization its owner belongs to).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PREFIX, ApiErrorBody, IdParam, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE, MAX_UPLOAD_BYTES, UploadedImage, UploadImageQuery } from '@gratia/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { requireOrg } from '../../http/routing.ts';
import type { AuthContext } from '../../http/session.ts';
import { requireAdmin } from '../roles/index.ts';
import { imageQueue, serverBusy } from './process.ts';
import { checkUploadQuota, openImage, storeImage } from './service.ts';
import type { ObjectStorage } from './storage.ts';

/** What the media routes need from the application. */
export interface MediaRouteDeps {
  db: Db;
  storage: ObjectStorage;
  /** The caller of a request (the security plugin caches it per request), null without a valid session. */
  getAuth: (req: FastifyRequest) => Promise<AuthContext | null>;
  /**
   * Shares of images outside the caller's community, each given where the app is put together
   * (media imports no other module): for image `id` and the `share` parameters of the request,
   * the organization whose image it is when the share proves the caller may see it, else null.
   * The public challenge page's covers come this way (`?challenge=&uuid=`, docs/decisions/0043).
   */
  imageShares?: readonly ImageShare[];
}

/** The `share` parameters an image URL may carry (docs/decisions/0043). */
export interface ImageShareQuery {
  challenge?: number | undefined;
  uuid?: string | undefined;
  /** With `key`: a picture of an offer of this market's public catalogue (docs/decisions/0046). */
  market?: number | undefined;
  key?: string | undefined;
}

/** One share rule of {@link MediaRouteDeps.imageShares}. */
export type ImageShare = (db: Db, imageId: string, share: ImageShareQuery) => Promise<number | null>;

/** Room for the multipart envelope (boundaries, part headers) on top of the file itself, bytes. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** Headers of every image response: immutable bytes, never sniffed, never run as a document. */
export const IMAGE_HEADERS = {
  'content-type': 'image/webp',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'cross-origin-resource-policy': 'same-origin',
  'content-disposition': 'inline',
  'cache-control': 'private, max-age=31536000, immutable',
} as const;

const payloadTooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', `The file is larger than ${MAX_UPLOAD_BYTES} bytes`, { details: { maxBytes: MAX_UPLOAD_BYTES } });

/** 400 for anything but exactly one part, a file named `file`. */
const notOneFile = () => new AppError('VALIDATION_ERROR', 'Send multipart/form-data with one part named "file"');

/**
 * Maps the errors of reading a multipart body to the API's error codes: the file over the size
 * limit is 413; more parts than the one `file` (a field, a second file: the parts or files limit,
 * FST_* with a 4xx status) and a body busboy cannot parse (no boundary, another boundary, a part
 * that never ends: plain errors whose message says multipart) are 400.
 */
function multipartError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  if ((err as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') return payloadTooLarge();
  const status = (err as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status < 500) return notOneFile();
  if (status === undefined && err instanceof Error && /multipart/i.test(err.message)) return notOneFile();
  return err;
}

/**
 * Reads the one file of a multipart upload: every part is read, so a second part (file or field)
 * is refused by the parts limit before anything is processed or stored. 400 VALIDATION_ERROR
 * unless the body is exactly one part, a file named `file`; 413 PAYLOAD_TOO_LARGE over the size.
 */
async function readOneFile(req: FastifyRequest): Promise<Buffer> {
  let input: Buffer | undefined;
  try {
    for await (const part of req.parts()) {
      if (input !== undefined || part.type !== 'file' || part.fieldname !== 'file') throw notOneFile();
      input = await part.toBuffer();
    }
  } catch (err) {
    throw multipartError(err);
  }
  if (input === undefined) throw notOneFile();
  return input;
}

/**
 * Registers the upload and download routes on `app` (in their own scope, so the multipart parser
 * applies only to the upload). The app's hooks (CSRF) and error handler apply to both.
 */
export async function registerMediaRoutes(app: FastifyInstance, deps: MediaRouteDeps): Promise<void> {
  const { db, storage, getAuth } = deps;
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 100 },
      throwFileSizeLimit: true,
    });

    scope.route({
      method: 'POST',
      url: `${API_PREFIX}/uploads/images`,
      schema: {
        operationId: 'uploadImage',
        tags: ['uploads'],
        summary: 'Upload an image (multipart/form-data, one part `file`)',
        description:
          `The content decides the type (jpeg, png, webp, gif; else 415 UNSUPPORTED_MEDIA_TYPE); at most ${MAX_UPLOAD_BYTES} bytes ` +
          `(413 PAYLOAD_TOO_LARGE, details.maxBytes), ${MAX_IMAGE_PIXELS} pixels and ${MAX_IMAGE_SIDE} px a side, read from the ` +
          'header before decoding (422 IMAGE_TOO_LARGE, also for an image too slow to process). Exactly one part, the file: ' +
          'a second part is 400 VALIDATION_ERROR. Stored re-encoded as WebP without metadata: photos at most 1600 px ' +
          '(thumbnail 480 px), stickers 512 px, avatars 512 px (thumbnail 160 px). `purpose=sticker`, `logo` (512 px, thumbnail 160 px) and `header_logo` (within 166 × 35 px, else 422 HEADER_LOGO_TOO_LARGE) are for admins (403 FORBIDDEN). Too many unused uploads ' +
          'within an hour: 429 RATE_LIMITED. The processing queue full: 503 SERVER_BUSY with Retry-After (seconds).',
        consumes: ['multipart/form-data'],
        querystring: UploadImageQuery,
        body: z.object({ file: z.string().meta({ format: 'binary', description: 'The image file' }) }),
        security: [{ session: [] }],
        response: { 200: UploadedImage, '4xx': ApiErrorBody, '5xx': ApiErrorBody },
      },
      // The body schema above documents the multipart form; the file is read from the stream, not validated as JSON.
      validatorCompiler: (ctx) =>
        ctx.httpPart === 'body' ? () => ({ value: undefined }) : validatorCompiler(ctx as unknown as Parameters<typeof validatorCompiler>[0]),
      handler: async (req, reply) => {
        const auth = await getAuth(req);
        if (!auth) throw new AppError('UNAUTHORIZED', 'Sign in first');
        const organizationId = requireOrg(auth);
        const { purpose } = req.query as UploadImageQuery;
        if (purpose === 'sticker' || purpose === 'logo' || purpose === 'header_logo') await requireAdmin(db, auth);
        const declared = Number(req.headers['content-length']);
        if (Number.isFinite(declared) && declared > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD) throw payloadTooLarge();
        if (!req.isMultipart()) throw notOneFile();
        const owner = { organizationId, userId: auth.userId };
        await checkUploadQuota(db, owner);
        // Busy: refuse before reading the body (storeImage checks again when it queues the job).
        if (imageQueue.isFull()) throw serverBusy();
        const input = await readOneFile(req);
        const image = await storeImage(db, storage, owner, purpose, input);
        req.log.info({ imageId: image.id, purpose, bytes: input.length }, 'image uploaded');
        return reply.send(image);
      },
    });
  });

  app.route({
    method: 'GET',
    url: `${API_PREFIX}/images/:id`,
    schema: {
      operationId: 'image',
      tags: ['images'],
      summary: 'Image bytes (WebP) for a member of the owning organization (avatars: of any organization of their owner), or for anyone holding a share of it',
      description:
        '`size=thumb` answers the thumbnail (stickers: their only version). 404 NOT_FOUND for unknown or malformed ids and for ' +
        "images of other organizations (an avatar is readable in every organization its owner belongs to). Cached privately for a year (ids are never reused); served with `nosniff` and a " +
        '`sandbox` content security policy.',
      params: z.object({ id: z.string() }),
      querystring: z.object({
        size: z.enum(['full', 'thumb']).default('full'),
        /** With `uuid`: a cover of this challenge's public page, readable without signing in (docs/decisions/0043). */
        challenge: IdParam.optional(),
        uuid: z.uuid().optional(),
        /** With `key`: a picture of an offer of this market's public catalogue (docs/decisions/0046). */
        market: IdParam.optional(),
        key: z.uuid().optional(),
      }),
      security: [{ session: [] }],
      response: {
        200: { description: 'The image', content: { 'image/webp': { schema: z.string().meta({ format: 'binary' }) } } },
        '4xx': ApiErrorBody,
        '5xx': ApiErrorBody,
      },
    },
    handler: async (req, reply) => {
      const { id } = req.params as { id: string };
      const { size, ...share } = req.query as { size: 'full' | 'thumb' } & ImageShareQuery;
      let organizationId: number | null = null;
      if (share.challenge !== undefined || share.uuid !== undefined || share.market !== undefined || share.key !== undefined) {
        for (const grant of deps.imageShares ?? []) {
          organizationId = await grant(db, id, share);
          if (organizationId !== null) break;
        }
        if (organizationId === null) throw new AppError('NOT_FOUND', 'No such image');
      } else {
        const auth = await getAuth(req);
        if (!auth) throw new AppError('UNAUTHORIZED', 'Sign in first');
        if (auth.organizationId === null) throw new AppError('NOT_FOUND', 'No such image');
        organizationId = auth.organizationId;
      }
      const object = await openImage(db, storage, organizationId, id, size);
      return reply.headers({ ...IMAGE_HEADERS, 'content-length': String(object.size) }).send(object.stream);
    },
  });
}
