// The demo merchant's seeded texts promise nothing the product does not do: no outside
// audits, segregated funds, identity checks, daily commission credits, withdrawal times or
// password lockouts (issue 26 "Claims"). The texts that replaced them are checked for the
// features they name.
import { describe, expect, it } from 'vitest';
import { commissionOf, COMMISSION_JOB } from '../src/domain/contracts/commission';
import { DEMO_AGENT_ANNOUNCEMENTS } from '../src/seed/data/agent-announcements';
import { DEMO_HELP, DEMO_HELP_AR, DEMO_HELP_CN } from '../src/seed/data/help-articles';
import { DEMO_ANNOUNCEMENTS, DEMO_NOTICES } from '../src/seed/data/player-announcements';
import { DEMO_ACTIVITIES, DEMO_PAGES, DEMO_POSTS } from '../src/seed/data/player-pages';

const ALL = JSON.stringify([
  DEMO_AGENT_ANNOUNCEMENTS,
  DEMO_HELP,
  DEMO_HELP_CN,
  DEMO_HELP_AR,
  DEMO_ANNOUNCEMENTS,
  DEMO_NOTICES,
  DEMO_PAGES,
  DEMO_POSTS,
  DEMO_ACTIVITIES,
]);

describe('seeded claims', () => {
  it.each([
    /audited monthly/i,
    /independent testing/i,
    /segregated/i,
    /proof of age/i,
    /commission is credited/i,
    /within 30 minutes/i,
    /lock the account/i,
    /verified bank card/i,
    /每月由独立检测实验室审计/,
    /玩家资金存放于独立账户/,
    /年龄及身份证明/,
    /佣金每日发放/,
  ])('none says %s', (claim) => {
    expect(ALL).not.toMatch(claim);
  });

  it('the security and credit pages describe what the product does', () => {
    const page = (key: string) => DEMO_PAGES.find((p) => p.key === key)?.html.EN ?? '';
    expect(page('security')).toMatch(/scrypt/);
    expect(page('security')).toMatch(/Google Authenticator/);
    expect(page('security')).toMatch(/image code/);
    expect(page('creditreport')).toMatch(/double-entry ledger/);
    expect(page('creditreport')).toMatch(/play money/);
  });

  it('the commission announcement says what the settlement pays', () => {
    const note = DEMO_AGENT_ANNOUNCEMENTS.find((a) => a.key === 'agent-rebate-rates')!;
    // Daily, in the merchant's zone; the rate difference; rounded down to the cent.
    expect(COMMISSION_JOB.cycle).toBe('D');
    expect(note.html.EN).toMatch(/for every day in the merchant's time zone/);
    expect(note.html.EN).toMatch(/difference between your rate and each direct downline's rate/);
    expect(note.html.EN).toMatch(/rounded down to the cent/);
    // Its example is what commissionOf pays: 1,000.00 at 1.50 % - 0.50 % = 10.00.
    const paid = commissionOf([{ validBet: 100_000n, rate: 150n, downlineRate: 50n }]);
    expect(paid).toBe(1_000n);
    for (const html of [note.html.EN, note.html.CN, note.html.AR]) {
      expect(html).toContain('1.50%');
      expect(html).toContain('0.50%');
      expect(html).toContain('1,000.00');
      expect(html).toContain('10.00');
    }
    // Rounded down, never up: 0.999 of a cent is nothing.
    expect(commissionOf([{ validBet: 999n, rate: 100n, downlineRate: 0n }])).toBe(9n);
    expect(commissionOf([{ validBet: 99n, rate: 100n, downlineRate: 0n }])).toBe(0n);
  });
});
