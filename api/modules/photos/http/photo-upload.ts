import type { RouteConfig } from '@hono/zod-openapi';
import type { Context, HonoRequest, MiddlewareHandler } from 'hono';
import { PHOTO_FIELD, PHOTO_MAX_BYTES, PHOTO_MESSAGES, PHOTO_TYPES } from '../../../../shared/packages/package-photo-schema';
import { ApiError } from '../../../http/api-error';
import { drainBody } from '../../../http/bounded-body';
import { readMultipartFile } from '../../../http/multipart-file';
import { responseHeaders } from '../../../http/openapi/headers';
import { errors } from '../../../http/openapi/responses';

// The body is described with plain JSON Schema, not zod: the handler reads the form itself, with its own answers.
type RequestBody = NonNullable<NonNullable<RouteConfig['request']>['body']>;
export const photoUploadBody: RequestBody = {
  required: true,
  description: `One file in the \`${PHOTO_FIELD}\` field: ${PHOTO_TYPES.join(', ')}, at most 10 MB and 60 megapixels.`,
  content: {
    'multipart/form-data': {
      schema: { type: 'object', properties: { [PHOTO_FIELD]: { type: 'string', format: 'binary' } }, required: [PHOTO_FIELD] },
      encoding: { [PHOTO_FIELD]: { contentType: PHOTO_TYPES.join(', ') } },
    },
  },
};

/** The failures of an upload beyond the ones every operation documents. */
export const photoUploadErrors = {
  413: { ...errors(413)[413], description: `${PHOTO_MESSAGES.tooLarge} (or more than 60 megapixels, or a PNG whose compressed text and profile inflate past 2 MB)` },
  415: { ...errors(415)[415], description: `Not multipart/form-data, or ${PHOTO_MESSAGES.unsupportedType.toLowerCase()}` },
  503: { ...errors(503)[503], description: `${PHOTO_MESSAGES.busy} (every place in the photo queue is taken; nothing was stored)`, headers: responseHeaders('Retry-After') },
};

// Multipart framing around the file is small; the file's own size is checked exactly once the form is read.
const FORM_OVERHEAD_BYTES = 64 * 1024;
const UPLOAD_MAX_BYTES = PHOTO_MAX_BYTES + FORM_OVERHEAD_BYTES;
/** How much of a refused upload is read and dropped so that its client reads the answer; past it the connection closes. */
const DRAIN_MAX_BYTES = 3 * PHOTO_MAX_BYTES;
const PHOTO_UPLOAD_PATH = /^\/api\/(packages|unidentified-parcels)\/\d{1,12}\/photos$/;
/** The photo of a pickup's handover (decision 175). */
const HANDOVER_PHOTO_PATH = /^\/api\/pickup\/\d{1,12}\/handover\/photo$/;

/** A photo upload, which the app lets past the global 256 KB body limit and holds to its own. */
export const isPhotoUpload = (request: HonoRequest) =>
  request.method === 'POST' && (PHOTO_UPLOAD_PATH.test(request.path) || HANDOVER_PHOTO_PATH.test(request.path)) && Boolean(request.header('content-type')?.toLowerCase().startsWith('multipart/form-data'));

const tooLarge = (drained: boolean) => new ApiError(413, PHOTO_MESSAGES.tooLarge, {}, drained ? {} : { Connection: 'close' });

/**
 * Around a photo upload, in place of the body limit of other requests (decision 140). A client sends its whole body
 * before it reads an answer, so no answer leaves before the body is in: a declared body over the limit is read and
 * dropped (up to DRAIN_MAX_BYTES) before its 413, and so is the body of any answer given before the photo was read
 * (401, 403, 404, 409, 503). Nothing is kept: the route reads the body itself, once it has a place in the photo queue.
 */
export const photoUploadFrame: MiddlewareHandler = async (c, next) => {
  const declared = Number(c.req.header('content-length'));
  if (declared > UPLOAD_MAX_BYTES) throw tooLarge(declared <= DRAIN_MAX_BYTES && (await drainBody(c.req.raw, DRAIN_MAX_BYTES)));
  await next();
  if (!(await drainBody(c.req.raw, DRAIN_MAX_BYTES))) c.res.headers.set('connection', 'close');
};

const isPhotoType = (type: string): type is (typeof PHOTO_TYPES)[number] => (PHOTO_TYPES as readonly string[]).includes(type);

/** The uploaded file's bytes, checked for presence, size and declared type (the image itself is checked when decoded). */
export async function readPhotoUpload(c: Context): Promise<Uint8Array> {
  const contentType = c.req.header('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) throw new ApiError(415, PHOTO_MESSAGES.notMultipart);
  let form;
  try {
    form = await readMultipartFile(c.req.raw, PHOTO_FIELD, UPLOAD_MAX_BYTES, DRAIN_MAX_BYTES);
  } catch {
    throw new ApiError(400, PHOTO_MESSAGES.unreadableForm);
  }
  if ('tooLarge' in form) throw tooLarge(form.drained);
  const { file } = form;
  if (!file || file.bytes.length === 0) throw new ApiError(400, PHOTO_MESSAGES.missing, { field: PHOTO_FIELD });
  if (file.bytes.length > PHOTO_MAX_BYTES) throw new ApiError(413, PHOTO_MESSAGES.tooLarge, { field: PHOTO_FIELD });
  if (!isPhotoType(file.type)) throw new ApiError(415, PHOTO_MESSAGES.unsupportedType, { field: PHOTO_FIELD });
  return file.bytes;
}
