import { SERVER_MESSAGES } from '@newsroom/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';
import { validationMessage } from './request-errors.ts';
import { requestValidationErrors } from './validation.ts';

/** Error codes of drivers that mean the database cannot be reached right now. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P03',
  '08006',
  '08001',
]);

/**
 * PostgreSQL codes that mean the request's own data cannot be stored or compared (a NUL character,
 * a number or date out of range): bad input, not a server failure.
 */
const BAD_INPUT_DB_CODES = new Set(['22021', '22P05', '22003', '22007', '22008', '22001']);

/** The driver's error code, also when the query builder wrapped the driver's error as its cause. */
function errorCode(error: Error): string | undefined {
  const own = (error as FastifyError).code;
  if (own) return own;
  const cause = (error as { cause?: unknown }).cause;
  return cause && typeof cause === 'object' && 'code' in cause && typeof cause.code === 'string'
    ? cause.code
    : undefined;
}

interface Mapped {
  status: number;
  message: string;
  errors?: Record<string, string>;
  headers?: Record<string, string>;
}

function mapError(error: FastifyError | Error): Mapped | undefined {
  if (error instanceof AppError) {
    return { status: error.status, message: error.message, errors: error.errors, headers: error.headers };
  }
  const invalid = requestValidationErrors(error);
  if (invalid) return { status: 400, message: validationMessage(invalid), errors: invalid };
  const code = errorCode(error);
  switch (code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, message: SERVER_MESSAGES.badJson };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, message: SERVER_MESSAGES.tooLarge };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, message: SERVER_MESSAGES.unsupportedMedia };
  }
  if (code && BAD_INPUT_DB_CODES.has(code)) return { status: 400, message: SERVER_MESSAGES.badInput };
  if (code && UNAVAILABLE_CODES.has(code))
    return { status: 503, message: SERVER_MESSAGES.storageUnavailable };
  const statusCode = (error as FastifyError).statusCode;
  if (statusCode && statusCode >= 400 && statusCode < 500) {
    return {
      status: statusCode,
      message: statusCode === 413 ? SERVER_MESSAGES.tooLarge : SERVER_MESSAGES.badInput,
    };
  }
  return undefined;
}

/** Turns every error into the envelope of docs/api.md; anything unexpected becomes a bare 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, req, reply) => {
    const mapped = mapError(error);
    if (!mapped) {
      req.log.error({ err: error }, 'unexpected error');
      return reply.status(500).send({ status: 'error', message: SERVER_MESSAGES.internal });
    }
    if (mapped.status === 503) req.log.error({ err: error }, 'storage unavailable');
    if (mapped.headers) reply.headers(mapped.headers);
    return reply.status(mapped.status).send({
      status: 'error',
      message: mapped.message,
      ...(mapped.errors ? { errors: mapped.errors } : {}),
    });
  });
}
