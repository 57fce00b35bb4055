/**
 * Uploads: the multipart parser, registered by each upload route's plugin only (the rest of the API
 * still speaks JSON alone), and the one way an upload route reads the file sent in the field `file`.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PHOTO_LIMITS } from '@tradewise/shared';
import { AppError } from '../lib/app-error.js';
import { readUpload } from '../lib/images.js';

/**
 * Uploads one account may have in progress at once in this server process (issue 38): a third is
 * refused 429 PHOTOS_BUSY before its body is read, so one account cannot take every decoder
 * (lib/images.ts `decoders`, also per process). The web app sends one photo at a time.
 */
export const UPLOADS_PER_ACCOUNT = 2;
const inProgress = new Map<string, number>();

/** Runs the upload `task` of the signed-in caller within their account's limit. */
export async function withinAccountLimit<T>(request: FastifyRequest, task: () => Promise<T>): Promise<T> {
  const key = `${request.session!.role}:${request.session!.userId}`;
  const count = inProgress.get(key) ?? 0;
  if (count >= UPLOADS_PER_ACCOUNT) throw new AppError('PHOTOS_BUSY');
  inProgress.set(key, count + 1);
  try {
    return await task();
  } finally {
    const left = (inProgress.get(key) ?? 1) - 1;
    if (left > 0) inProgress.set(key, left);
    else inProgress.delete(key);
  }
}

export async function acceptUploads(app: FastifyInstance) {
  await app.register(multipart, {
    // The file stream stops at 15 MB and is marked truncated; lib/images.ts answers 413.
    throwFileSizeLimit: false,
    limits: { fileSize: PHOTO_LIMITS.maxBytes, files: 1, fields: 10, parts: 11, fieldSize: 1024, headerPairs: 100 },
  });
}

/**
 * The bytes of the file sent in the field `file`; undefined when the request carries none. A body
 * the multipart parser cannot read (no boundary, cut off, garbage) is the sender's fault, never
 * the server's: 400 UPLOAD_MALFORMED.
 */
export async function uploadedFile(request: FastifyRequest): Promise<Buffer | undefined> {
  if (!request.isMultipart()) return undefined;
  try {
    const part = await request.file();
    if (part?.fieldname !== 'file') return undefined;
    return await readUpload(part.file);
  } catch (error) {
    if (error instanceof AppError) throw error;
    request.log.info({ err: { message: error instanceof Error ? error.message : String(error) } }, 'malformed upload');
    throw new AppError('UPLOAD_MALFORMED');
  }
}
