import { describe, expect, it } from 'vitest';
import { parseTrustProxy, readEnv } from './env';

describe('readEnv', () => {
  it('has working defaults', () => {
    const env = readEnv({});
    expect(env).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: undefined,
      seed: true,
      devEndpoints: true,
    });
    expect(env.trustProxy).toBe(false);
  });

  it('honours a fixed captcha text outside production only', () => {
    expect(readEnv({ DEV_FIXED_CAPTCHA: 'K7P4' }).fixedCaptchaText).toBe('K7P4');
    expect(
      readEnv({ DEV_FIXED_CAPTCHA: 'K7P4', NODE_ENV: 'production' }).fixedCaptchaText,
    ).toBeUndefined();
  });

  it('reads flags and numbers', () => {
    const env = readEnv({
      PORT: '9000',
      SEED: '0',
      DATABASE_URL: 'postgres://x',
      RATE_LIMIT_MAX: '5',
    });
    expect(env).toMatchObject({
      port: 9000,
      seed: false,
      databaseUrl: 'postgres://x',
      rateLimitMax: 5,
    });
  });
});

describe('parseTrustProxy', () => {
  it('takes booleans, hop counts and address lists', () => {
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
    const hops = parseTrustProxy('2');
    expect(typeof hops).toBe('function');
    if (typeof hops === 'function') {
      expect(hops('1.1.1.1', 1)).toBe(true);
      expect(hops('1.1.1.1', 2)).toBe(false);
    }
  });
});
