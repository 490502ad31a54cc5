import { SERVER_MESSAGES } from '@newsroom/shared';

export const ERROR_STATUS = {
  BAD_INPUT: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  TOO_MANY_ATTEMPTS: 429,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** A failure a service reports on purpose; the error handler turns it into the error envelope. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const unauthorized = () => new AppError('UNAUTHORIZED', SERVER_MESSAGES.unauthorized);
export const forbidden = () => new AppError('FORBIDDEN', SERVER_MESSAGES.forbidden);
export const notFound = (message: string = SERVER_MESSAGES.notFound) => new AppError('NOT_FOUND', message);
