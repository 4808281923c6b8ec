/**
 * File routes (the .xlsx exports and uploads of several areas, registered beside the JSON route
 * table): who may call them, the media type, an attachment header and the send.
 */
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';
import { requireOrg } from './routing.ts';
import type { AuthContext } from './session.ts';

/** What a file route needs to know its caller. */
export interface FileRouteAuth {
  /** The caller of a request (the security plugin caches it per request), null without a valid session. */
  getAuth: (req: FastifyRequest) => Promise<AuthContext | null>;
  /** Resolves for an administrator (role 'A') of the caller's organization, throws 403 FORBIDDEN otherwise (the roles module). */
  requireAdmin: (auth: AuthContext) => Promise<unknown>;
}

/** An admin calling a file route: their organization and id. */
export interface FileRouteAdmin {
  organizationId: number;
  userId: number;
}

/**
 * The admin check of file routes: a function giving the caller's organization and id when they are
 * one of its admins — 401 UNAUTHORIZED without a session, 403 FORBIDDEN otherwise. Checked once
 * per request (a route calls it in `preValidation`, before its query or body is read, so a caller
 * who is not an admin learns nothing of them, and again in its handler for the answer).
 */
export function adminCheck(deps: FileRouteAuth): (req: FastifyRequest) => Promise<FileRouteAdmin> {
  const checked = new WeakMap<FastifyRequest, FileRouteAdmin>();
  return async (req) => {
    const known = checked.get(req);
    if (known) return known;
    const auth = await deps.getAuth(req);
    if (!auth) throw new AppError('UNAUTHORIZED', 'Sign in first');
    const organizationId = requireOrg(auth);
    await deps.requireAdmin(auth);
    const admin = { organizationId, userId: auth.userId };
    checked.set(req, admin);
    return admin;
  };
}

/** The media type of an .xlsx workbook. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `attachment` with a file name: an ASCII one for old clients and the real one as RFC 5987 UTF-8. */
export function attachment(name: string, asciiName: string): string {
  return `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Sends an .xlsx workbook as a download named `name` (`asciiName` for clients without RFC 5987), never cached. */
export function sendWorkbook(reply: FastifyReply, bytes: Buffer, name: string, asciiName: string) {
  return reply
    .headers({ 'content-type': XLSX_TYPE, 'content-disposition': attachment(name, asciiName), 'content-length': String(bytes.length), 'cache-control': 'no-store' })
    .send(bytes);
}

/**
 * Sends an .xlsx workbook as a download named `name` (`asciiName` for clients without RFC 5987)
 * while it is being written to `stream` (chunked, no Content-Length), never cached. A failure after
 * the first bytes can only cut the answer short: check what can fail before calling it.
 */
export function streamWorkbook(reply: FastifyReply, stream: Readable, name: string, asciiName: string) {
  return reply.headers({ 'content-type': XLSX_TYPE, 'content-disposition': attachment(name, asciiName), 'cache-control': 'no-store' }).send(stream);
}
