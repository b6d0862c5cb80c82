import { UNAUTHENTICATED_MESSAGE } from '@aurora/contracts/constants';

export type FieldErrors = Record<string, string[]>;

export const FORBIDDEN_MESSAGE = 'This action is unauthorized.';
export const NOT_FOUND_MESSAGE = 'Not found.';
export const SERVER_ERROR_MESSAGE = 'Server Error';

/**
 * An expected failure with its HTTP status; the error handler answers it as is. Services throw
 * these through the helpers below, so they never build replies themselves.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly errors: FieldErrors | undefined;
  readonly headers: Record<string, string>;

  constructor(
    statusCode: number,
    message: string,
    errors?: FieldErrors,
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.errors = errors;
    this.headers = headers;
  }
}

/** Laravel's summary: the first message, plus how many others there are. */
export function summarizeErrors(errors: FieldErrors): string {
  const messages = Object.values(errors).flat();
  const first = messages[0] ?? 'The given data was invalid.';
  const more = messages.length - 1;
  if (more <= 0) return first;
  return `${first} (and ${more} more ${more === 1 ? 'error' : 'errors'})`;
}

export const unauthenticated = () => new AppError(401, UNAUTHENTICATED_MESSAGE);
export const forbidden = () => new AppError(403, FORBIDDEN_MESSAGE);
export const notFound = (message = NOT_FOUND_MESSAGE) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const invalid = (errors: FieldErrors) => new AppError(422, summarizeErrors(errors), errors);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, undefined, { 'retry-after': String(retryAfterSeconds) });

/** PostgreSQL's unique_violation, as raised by both drivers. */
export function isUniqueViolation(error: unknown): boolean {
  return hasPgCode(error, '23505');
}

/** A row still referenced elsewhere: foreign_key_violation, or restrict_violation for ON DELETE RESTRICT. */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasPgCode(error, '23503') || hasPgCode(error, '23001');
}

/** PostgreSQL cancelled the transaction to break a deadlock: running it again is safe. */
export function isDeadlock(error: unknown): boolean {
  return hasPgCode(error, '40P01');
}

function hasPgCode(error: unknown, code: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if ('code' in error && error.code === code) return true;
  // Drizzle wraps driver errors in a DrizzleQueryError whose cause is the driver's error.
  return 'cause' in error && hasPgCode(error.cause, code);
}
