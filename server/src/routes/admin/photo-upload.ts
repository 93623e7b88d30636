import type { MultipartFile } from '@fastify/multipart';
import { ADMIN_ERRORS, type PhotoUploadFields, PhotoUploadFieldsSchema, UPLOAD_FIELDS } from '@leafwise/contract';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http-error.ts';
import { PHOTO_LIMITS } from '../../photos/encode.ts';
import { findTree } from '../../photos/photos-repository.ts';

// Reading a photo upload (multipart/form-data): its fields checked first, then its one file, each
// refusal worded for the admin (docs/admin.md, "Photos").

const LIMIT_MB = `${PHOTO_LIMITS.maxBytes / 1024 / 1024} MB`;
const FORM_HELP = `send the fields ${UPLOAD_FIELDS.join(', ')}, then the photo as "file"`;

/**
 * What one upload may hold: five short fields and one photo. The multipart parser reads the body
 * itself, so Fastify's bodyLimit does not apply to it: these limits are what bounds a request.
 */
export const UPLOAD_LIMITS = {
  fileSize: PHOTO_LIMITS.maxBytes,
  files: 1,
  fields: 10,
  fieldSize: 8 * 1024,
  fieldNameSize: 100,
  parts: 12,
  headerPairs: 100,
};

/** The parser's refusals, in words the admin can act on. */
const PARSER_ERRORS: Record<string, [number, string]> = {
  FST_REQ_FILE_TOO_LARGE: [413, `The file is too large; the limit is ${LIMIT_MB}.`],
  FST_FILES_LIMIT: [400, 'Send one photo per upload.'],
  FST_FIELDS_LIMIT: [400, `The form has too many fields: ${FORM_HELP}.`],
  FST_PARTS_LIMIT: [400, `The form has too many parts: ${FORM_HELP}.`],
  FST_INVALID_JSON_FIELD_ERROR: [400, 'Send each field as plain text.'],
  FST_MP_PREMATURE_CLOSE: [400, 'The upload was cut off before the whole file arrived; nothing was stored.'],
};

function parserError(error: unknown): Error {
  const { code, statusCode, message } = error as { code?: string; statusCode?: number; message?: string };
  // The connection dropped (Node's "aborted"), as the parser's own premature close says.
  const known = PARSER_ERRORS[code === 'ECONNRESET' ? 'FST_MP_PREMATURE_CLOSE' : (code ?? '')];
  if (known) return new HttpError(...known);
  if (statusCode && statusCode >= 400 && statusCode < 500)
    return new HttpError(statusCode, message ?? `The upload was refused: ${FORM_HELP}.`);
  return new HttpError(400, `The upload is not a readable form (${message}); ${FORM_HELP}.`);
}

/** Reads what the parser yields next, its refusals worded for the admin. */
const step = <T>(promise: Promise<T>) => promise.catch((error: unknown) => Promise.reject(parserError(error)));

/** The text fields as given, checked against the contract; names the first field that is wrong. */
function checkFields(fields: Record<string, string>): PhotoUploadFields {
  const missing = UPLOAD_FIELDS.find((name) => fields[name] === undefined);
  if (missing) throw new HttpError(400, `${missing} is required.`);
  const parsed = PhotoUploadFieldsSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const name = String(issue?.path[0] ?? 'the form');
  throw new HttpError(400, issue?.message.startsWith(name) ? issue.message : `${name}: ${issue?.message}`);
}

type Upload = { fields: PhotoUploadFields; treeId: number; bytes: Buffer };

/**
 * Reads an upload's fields, checks them and the species, and only then the file, into memory;
 * anything after the file is refused. Once refused, the rest of the body is read and dropped, so
 * the answer reaches a client that is still sending.
 */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) {
    throw new HttpError(415, `Send the photo as multipart/form-data: ${FORM_HELP}.`);
  }
  // Gone before its body was read: the parser would wait for it for ever.
  if (request.raw.destroyed) throw parserError({ code: 'FST_MP_PREMATURE_CLOSE' });
  const fields: Record<string, string> = {};
  let upload: Upload | undefined;
  let refusal: HttpError | undefined;
  const parts = request.parts();
  for (;;) {
    // A refusal already made says more than what the parser finds wrong after it.
    const next = await step(parts.next()).catch((error: unknown) => Promise.reject(refusal ?? error));
    if (next.done) break;
    const part = next.value;
    if (part.type === 'file') {
      if (refusal || upload) {
        refusal ??= new HttpError(400, 'Send one photo per upload.');
        part.file.resume();
        continue;
      }
      try {
        upload = await readFile(request, part, fields);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        refusal = error;
        part.file.resume();
      }
    } else if (!refusal) {
      const name = part.fieldname;
      if (upload) refusal = new HttpError(400, `The form has "${name}" after the file: ${FORM_HELP}.`);
      else if (!(UPLOAD_FIELDS as readonly string[]).includes(name)) {
        refusal = new HttpError(400, `The form has an unknown field "${name}": ${FORM_HELP}.`);
      } else if (Object.hasOwn(fields, name)) refusal = new HttpError(400, `Send ${name} once.`);
      else if (part.valueTruncated || typeof part.value !== 'string') {
        refusal = new HttpError(400, `${name} is too long or not plain text.`);
      } else fields[name] = part.value;
    }
  }
  if (refusal) throw refusal;
  if (!upload) {
    checkFields(fields);
    throw new HttpError(400, 'The form has no photo: choose a file to upload.');
  }
  return upload;
}

async function readFile(request: FastifyRequest, part: MultipartFile, fields: Record<string, string>): Promise<Upload> {
  if (part.fieldname !== 'file') {
    throw new HttpError(400, `The photo must be sent as "file", not "${part.fieldname}".`);
  }
  const checked = checkFields(fields);
  const tree = await findTree(request.server.database.db, checked.species);
  if (!tree) throw new HttpError(404, ADMIN_ERRORS.noSuchSpecies);
  return { fields: checked, treeId: tree.tree_id, bytes: await step(part.toBuffer()) };
}
