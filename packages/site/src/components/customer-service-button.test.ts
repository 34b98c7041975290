import { obfuscatePath } from '@platform/api-client/crypto';
import { describe, expect, it } from 'vitest';
import { customerServiceUrl } from './customer-service-button';

describe('customerServiceUrl', () => {
  it('decrypts the obfuscated path with its last 8 characters', async () => {
    const path = obfuscatePath('https://t.me/royal_demo_support', 'Zx81Qw20');
    expect(await customerServiceUrl({ csType: 'TELEGRAM', name: 'Telegram', path })).toBe('https://t.me/royal_demo_support');
  });

  it('refuses garbage and javascript: links', async () => {
    expect(await customerServiceUrl({ csType: 'X', name: 'x', path: 'not-a-valid-path' })).toBeNull();
    const js = obfuscatePath('javascript:alert(1)', 'Zx81Qw20');
    expect(await customerServiceUrl({ csType: 'X', name: 'x', path: js })).toBeNull();
  });
});
