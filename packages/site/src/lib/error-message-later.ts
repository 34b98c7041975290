import type { TFunction } from '@platform/i18n';

/**
 * `errorMessage` for code that reports errors after the fact (a failed launch or favourite):
 * the error texts load with the first error, so they are no part of a first visit. If they
 * cannot load (the network is gone), the generic text.
 */
export async function errorMessageLater(error: unknown, t: TFunction): Promise<string> {
  try {
    const { errorMessage } = await import('./error-message');
    return errorMessage(error, t);
  } catch {
    return t('errors:unknown');
  }
}
