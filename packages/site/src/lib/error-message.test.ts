import { ApiError } from '@platform/api-client';
import { createI18n } from '@platform/i18n';
import { describe, expect, it } from 'vitest';
import { errorCodeText, errorMessage } from './error-message';

describe('errorMessage', async () => {
  const i18n = await createI18n({ language: 'EN', namespaces: ['common', 'errors', 'auth'] });
  const t = i18n.t.bind(i18n);

  it('uses the spec texts for network failures and timeouts', () => {
    expect(errorMessage(new ApiError({ kind: 'network' }), t)).toBe(
      'Network link is abnormal, please try again',
    );
    expect(errorMessage(new ApiError({ kind: 'timeout' }), t)).toBe(
      'The page took longer time to load, please check your network connectivity',
    );
  });

  it('translates known codes, shows other server messages verbatim, else Unknown error', () => {
    expect(
      errorMessage(
        new ApiError({ kind: 'api', errorCode: 'too.many.requests', message: 'slow down' }),
        t,
      ),
    ).toBe('Too many requests, please retry after 5 minutes');
    expect(
      errorMessage(
        new ApiError({ kind: 'api', errorCode: 'some.upstream.code', message: 'Username taken' }),
        t,
      ),
    ).toBe('Username taken');
    expect(errorMessage(new ApiError({ kind: 'api', errorCode: 'x.y' }), t)).toBe('Unknown error');
    expect(errorMessage(new Error('boom'), t)).toBe('Unknown error');
  });

  it('translates the account and phone verification catalogue, with the wait when given', () => {
    const e = (errorCode: string, value?: unknown) =>
      errorMessage(new ApiError({ kind: 'api', errorCode, value }), t);
    expect(e('affiliate.invalid')).toBe('Invalid invitation code');
    expect(e('login.not.agent')).toBe('Non-agents cannot log in');
    expect(e('login.not.member')).toBe('Non-member account unable to login');
    expect(e('sms.too.many')).toBe('Too many requests, please retry after 5 minutes');
    expect(e('sms.code.expired')).toBe('The verification code has expired, please send again');
    expect(e('sms.quota.exceeded')).toBe(
      'The SMS quota has been exceeded, please contact customer service',
    );
    expect(e('delivery.failed')).toBe('We could not send the message. Please try again.');
    expect(e('login.locked', { retryAfterSeconds: 30 })).toBe(
      'Too many failed attempts, please try again in 30 seconds',
    );
  });

  it('names the pixel limits when an upload has too many pixels', () => {
    const error = new ApiError({
      kind: 'api',
      errorCode: 'image.pixels.too.many',
      message: 'bomb.png is too large',
      value: { maxMegapixels: 40, maxSide: 20000 },
    });
    expect(errorMessage(error, t)).toBe(
      'This image is too large: pictures can be at most 40 megapixels and 20000 pixels on a side.',
    );
  });

  it('gives the text of a known code only', () => {
    expect(errorCodeText('sms.code.invalid', t)).toBe('The verification code is incorrect');
    expect(errorCodeText('firebase.token.invalid', t)).toBe(
      'The phone verification failed, please verify your number again',
    );
    expect(errorCodeText('no.such.code', t)).toBeNull();
  });

  it('follows the active language', async () => {
    const ar = await createI18n({ language: 'AR', namespaces: ['common', 'errors', 'auth'] });
    const text = errorMessage(new ApiError({ kind: 'network' }), ar.t.bind(ar));
    expect(text).not.toBe('Network link is abnormal, please try again');
    expect(text).toMatch(/[\u0600-\u06FF]/);
  });
});
