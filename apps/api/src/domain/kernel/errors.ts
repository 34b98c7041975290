// Business and protocol failures. Handlers and hooks throw AppError; the error handler
// (src/plugins/errors.ts) turns it into the error envelope with the same status.
import type { components } from '@platform/api-client/schema';

export type ErrorCode = components['schemas']['ErrorCode'];

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: ErrorCode,
    message: string,
    readonly value: unknown = null,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string): AppError =>
  new AppError(400, 'request.param.err', message);

export const notFound = (message = 'Nothing here'): AppError =>
  new AppError(404, 'not.found', message);
