// The demo merchant's seeded texts promise nothing the product does not do: no outside
// audits, segregated funds, identity checks, daily commission credits, withdrawal times or
// password lockouts (issue 26 "Claims"). The texts that replaced them are checked for the
// features they name.
import { describe, expect, it } from 'vitest';
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
});
