import { PassThrough, type Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { AppError, invalid } from '#platform/errors.ts';
import { NUL_MESSAGE } from './input-guard.ts';

/** The `file` field of a multipart upload, streamed. */
export type Upload = {
  fileName: string;
  stream: Readable;
  /** True once the stream was cut at the size limit. */
  truncated: () => boolean;
  /** True once the request body broke while the file was read (cut short, not multipart). */
  broken: () => boolean;
};

const brokenBody = () =>
  new AppError(400, 'The upload is not a valid multipart/form-data body with a "file" field.');

/**
 * Reads the `file` field of a multipart request. A body that is not multipart (no boundary,
 * garbage) is a 400 with a clear message rather than the parser's own error; a missing file, or a
 * file name with a NUL character, is a 422 on `file`.
 */
export async function uploadedFile(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw invalid({ file: ['The file field is required.'] });
  const file = await request.file().catch(() => {
    throw brokenBody();
  });
  if (!file) throw invalid({ file: ['The file field is required.'] });
  if (file.filename.includes('\u0000')) throw invalid({ file: [NUL_MESSAGE] });
  // The file is read through a stream of our own, so an error of the request body (cut short)
  // marks the upload broken while an error of whatever reads it (the storage) does not.
  const source = file.file;
  const stream = new PassThrough();
  // The body may break before anyone reads the file (the route awaits the database first): the
  // error must not go unheard and crash the process. The reader still gets it, as `errored`.
  stream.on('error', () => {});
  let broken = false;
  const breakWith = (error: Error) => {
    broken = true;
    stream.destroy(error);
  };
  if (source.errored) breakWith(source.errored);
  source.on('error', breakWith);
  source.pipe(stream);
  return {
    fileName: file.filename,
    stream,
    truncated: () => source.truncated,
    broken: () => broken,
  };
}

/**
 * Runs `read` over an upload's stream: a failure caused by the request body (cut short) is the
 * client's 400, anything else (the storage failing) stays the server's error.
 */
export async function readUpload<Result>(upload: Upload, read: (stream: Readable) => Promise<Result>) {
  try {
    return await read(upload.stream);
  } catch (error) {
    if (upload.broken()) throw brokenBody();
    throw error;
  }
}
