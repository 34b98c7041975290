import { obfuscatePath } from '@platform/api-client/crypto';
import type { PlatformClient } from '@platform/api-client';
import { describe, expect, it, vi } from 'vitest';
import { customerServiceUrl } from './customer-service-button';

describe('customerServiceUrl', () => {
  it('decrypts the obfuscated path with its last 8 characters', async () => {
    const path = obfuscatePath('https://t.me/royal_demo_support', 'Zx81Qw20');
    expect(await customerServiceUrl({ csType: 'TELEGRAM', name: 'Telegram', path })).toBe(
      'https://t.me/royal_demo_support',
    );
  });

  it('refuses garbage and javascript: links', async () => {
    expect(
      await customerServiceUrl({ csType: 'X', name: 'x', path: 'not-a-valid-path' }),
    ).toBeNull();
    const js = obfuscatePath('javascript:alert(1)', 'Zx81Qw20');
    expect(await customerServiceUrl({ csType: 'X', name: 'x', path: js })).toBeNull();
  });

  it('asks the platform for a live chat page for LIVECHAT entries', async () => {
    const GET = vi.fn(async () => ({
      data: {
        success: true,
        value: { chatUrl: '/livechat?ticket=abc' },
        message: null,
        errorCode: null,
      },
      response: new Response(),
    }));
    const api = { GET } as unknown as PlatformClient;
    const entry = {
      csType: 'LIVECHAT',
      name: 'Live chat',
      path: obfuscatePath('/livechat', 'Zx81Qw20'),
    };
    expect(await customerServiceUrl(entry, api)).toBe('/livechat?ticket=abc');
    expect(GET).toHaveBeenCalledWith('/wps/relay/CBS_launchChat');
    expect(await customerServiceUrl(entry)).toBe('/livechat');
  });
});
