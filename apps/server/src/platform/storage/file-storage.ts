import type { Readable } from 'node:stream';

/**
 * Where attachment and recording bytes live: local disk (below) or an S3-compatible bucket
 * (`s3-storage.ts`), behind the same three calls; `createFileStorage` picks one.
 */
export type FileStorage = {
  /** Writes the stream under `key`; answers the bytes written. Rejects, storing nothing, on failure. */
  put: (key: string, data: Readable) => Promise<number>;
  /**
   * A stream of the file; rejects when it does not exist with an error whose `code` is `ENOENT`
   * (see `isMissingFile`), and with any other error when the storage fails.
   */
  get: (key: string) => Promise<Readable>;
  /** Removes the files; missing ones are ignored. */
  delete: (keys: string[]) => Promise<void>;
  /** Resolves when files can be written (readiness); rejects with why not. */
  check: () => Promise<void>;
};

/** The object a readiness check writes; no generated key (`org/yyyy/mm/...`) can collide with it. */
export const READINESS_PROBE_KEY = '.readiness-probe';

/** True for the rejection of `get` on a key that does not exist, as opposed to a failing storage. */
export const isMissingFile = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';
