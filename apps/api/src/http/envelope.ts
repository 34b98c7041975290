// The upstream response envelope: every JSON response is { success, value, message, errorCode }.
import type { components } from '@platform/api-client/schema';
import type { ErrorCode } from '../domain/kernel';

export type ErrorEnvelope = components['schemas']['ErrorEnvelope'];

export function ok<T>(value: T): { success: true; value: T; message: null; errorCode: null } {
  return { success: true, value, message: null, errorCode: null };
}

export function failure(
  errorCode: ErrorCode,
  message: string,
  value: unknown = null,
): ErrorEnvelope {
  return { success: false, value, message, errorCode };
}
