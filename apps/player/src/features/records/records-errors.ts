// Server error codes of the records, in the records namespace; anything else goes through the
// site's own error mapping.
import { isApiError } from '@platform/api-client';
import type { TFunction } from '@platform/i18n';
import { errorMessage } from '@platform/site';

const CODES = new Set([
  'records.period.invalid',
  'records.period.too.long',
  'records.page.size.invalid',
  'records.page.invalid',
  'records.sort.invalid',
]);

/** The words for a failed records call. */
export function recordsError(error: unknown, t: TFunction): string {
  if (isApiError(error) && error.errorCode && CODES.has(error.errorCode)) {
    const value = (error.value ?? {}) as Record<string, unknown>;
    return t(`records:errors.${error.errorCode.replace(/\./g, '_')}`, {
      maxDays: value.maxDays ?? 90,
      max: value.max ?? 100,
    });
  }
  return errorMessage(error, t);
}

/** Whether the failure is about the period (shown beside the period filter). */
export const isPeriodError = (error: unknown): boolean =>
  isApiError(error) &&
  (error.errorCode === 'records.period.invalid' || error.errorCode === 'records.period.too.long');
