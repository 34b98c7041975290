import { describe, expect, it } from 'vitest';
import { consolePath, visiblePages } from './console-pages';

const all = () => true;
const names = (pages: { name: string }[]) => pages.map((p) => p.name);

describe('visiblePages', () => {
  it('keeps the upstream order and hides the contract pages while their switches are off', () => {
    expect(names(visiblePages({}, all))).toEqual([
      'agentAnnouncement',
      'agentTeamOverview',
      'registerCenter',
      'downlineManagmentView',
      'personalHistoryCopy',
      'palStatementsAgentCopy',
      'agentRevenueReport',
      'agentDownlineTransactionDetailsCopy',
    ]);
  });

  it('shows dividend with enableCt and daily wages with salary', () => {
    const shown = names(visiblePages({ enableCt: true, salary: true }, all));
    expect(shown).toContain('agentDividendRecordCopy2');
    expect(shown).toContain('agentDailyWages2');
    expect(shown).not.toContain('agentHourSalary');
  });

  it('never shows a page the app has no route for, switched on or not', () => {
    const exists = (path: string) => path === consolePath('agentTeamOverview');
    expect(names(visiblePages({ enableCt: true }, exists))).toEqual(['agentTeamOverview']);
  });
});
