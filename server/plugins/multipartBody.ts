import type { FastifyRequest } from 'fastify';
import { AVATAR_MAX_BYTES } from '../contract/constants';
import { HttpError } from '../errors';
import { UploadedFile } from '../services/avatars';

// The avatar is the only file a form sends, so its limit is the upload limit.
export const MAX_UPLOAD_BYTES = AVATAR_MAX_BYTES;

/** Options for @fastify/multipart: one file, a form's worth of fields; the file is read up to the limit. */
export const multipartOptions = {
  // Past the limit the file is cut and flagged, so the answer is a 422 on `avatar`, not a bare 413.
  throwFileSizeLimit: false,
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 40, parts: 41, fieldSize: 64 * 1024, fieldNameSize: 100 },
};

/**
 * preValidation: reads a multipart body into a plain object (files as UploadedFile), so the route's schema
 * validates it like JSON. Malformed multipart answers 400, too many parts 413; never a 500.
 */
export async function readMultipart(request: FastifyRequest) {
  if (!request.isMultipart()) return;
  const body: Record<string, unknown> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        body[part.fieldname] = new UploadedFile(bytes, part.file.truncated, part.filename ?? '');
      } else {
        body[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const status = (error as { statusCode?: unknown }).statusCode;
    throw status === 413 ? new HttpError(413, 'bodyTooLarge') : new HttpError(400, 'malformedBody');
  }
  request.body = body;
}
