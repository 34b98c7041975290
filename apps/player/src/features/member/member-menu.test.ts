import type { SystemStatus } from '@platform/api-client';
import { describe, expect, it } from 'vitest';
import { memberPath, visibleMenu } from './member-menu';

const status = (switches: Record<string, boolean>) =>
  ({
    info: {
      whitelabel: Object.entries(switches).map(([modId, on]) => ({
        modId,
        enabled: on ? '1' : '0',
        childrenNodes: [],
      })),
    },
  }) as unknown as SystemStatus;

const built = new Set([
  '/member',
  '/member/depositv2',
  '/member/withdraw',
  '/member/messageV2',
  '/member/responsibleGaming',
]);
const exists = (path: string) => built.has(path);

describe('visibleMenu', () => {
  it('shows the entries whose page exists, in the spec order', () => {
    expect(visibleMenu(status({}), exists)).toEqual([
      'securityCenter',
      'depositv2',
      'withdraw',
      'messageV2',
      'responsibleGaming',
    ]);
  });

  it('hides an entry whose module the merchant switched off', () => {
    expect(visibleMenu(status({ INBOX3: false, DEPOSIT3: true }), exists)).toEqual([
      'securityCenter',
      'depositv2',
      'withdraw',
      'responsibleGaming',
    ]);
    expect(visibleMenu(status({ WITHDRAW3: false }), exists)).not.toContain('withdraw');
    const records = (path: string) => exists(path) || path === '/member/transactionHistory';
    expect(visibleMenu(status({}), records)).toContain('transactionHistory');
    expect(visibleMenu(status({ MEMTRANS3: false }), records)).not.toContain('transactionHistory');
  });

  it('shows invite friends only while the member info has REFERRAL enabled', () => {
    const referral = (path: string) => exists(path) || path === '/member/referral';
    const on = [{ type: 'REFERRAL', enabled: true }];
    expect(visibleMenu(status({}), referral, on)).toContain('referral');
    expect(visibleMenu(status({}), referral)).not.toContain('referral');
    expect(visibleMenu(status({}), referral, [{ type: 'REFERRAL', enabled: false }])).not.toContain(
      'referral',
    );
    expect(visibleMenu(status({ REWCEN3: false }), referral, on)).not.toContain('referral');
  });

  it('puts the account at /member and the others at /member/<key>', () => {
    expect(memberPath('securityCenter')).toBe('/member');
    expect(memberPath('messageV2')).toBe('/member/messageV2');
  });
});
