// By keyboard alone, in English at desktop width and Arabic at phone width: a top-level agent
// signs in, the contract popup (offered by the house) keeps the focus inside and the agent
// accepts it; then the downline table is filtered and sorted, and a row's actions are
// reached by Tab; the agent's deposit page and a chart take the focus too. Only page.goto,
// Tab and other keys: no clicks, no fills. Every Tab stop shows a focus indicator (tabTo
// checks it).
import { expect, test } from '@platform/playwright-config/a11y';
import {
  expectFocusTrapped,
  expectFocusVisible,
  expectSkipLink,
} from '@platform/playwright-config/keyboard';
import {
  API_URL,
  createMember,
  field,
  type Lang,
  tabTo,
  text,
  unique,
  useLanguage,
} from './agent-support';

const OPERATOR = { Merchant: 'demo', 'X-Operator-Key': 'opk_demo_operator_0123456789abcdef' };
const RUNS: { lang: Lang; width: number; height: number }[] = [
  { lang: 'EN', width: 1440, height: 900 },
  { lang: 'AR', width: 375, height: 812 },
];

for (const { lang, width, height } of RUNS) {
  test(`keyboard alone (${lang}, ${width} px): accept a contract, filter and sort the downlines`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const t = (key: string, vars?: Record<string, string | number>) =>
      text(lang, 'agentConsole', key, vars);
    const k = (key: string) => text(lang, 'contracts', key);
    // A top-level agent with two players, and the house's offer waiting for it.
    const agent = unique('kba');
    await createMember(request, { username: agent, password: 'Secret123', type: 1 });
    const players = [unique('kbp'), unique('kbq')];
    for (const username of players)
      await createMember(request, { username, password: 'Secret123', upline: agent });
    const offer = await request.post(`${API_URL}/operator/contracts`, {
      headers: OPERATOR,
      data: {
        account: agent,
        kind: 'dividend',
        gameType: 'CONS',
        terms: {
          kind: 'dividend',
          cycle: 'W',
          tiers: [{ minimumBet: '0', netLoss: '100', activeMember: 1, contractRate: '0.3' }],
        },
      },
    });
    expect(offer.ok(), await offer.text()).toBe(true);

    await useLanguage(page, lang);
    await page.setViewportSize({ width, height });
    await page.goto('/agent');
    await tabTo(page, field(page, text(lang, 'auth', 'fields.username')), 20);
    await page.keyboard.type(agent);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Secret123');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/agentHome$/);

    // The popup holds the focus; Accept, then Close hands it back to the page.
    const popup = page.getByRole('dialog', { name: k('popup.title') });
    await expect(popup.getByTestId('contract-accept')).toBeVisible();
    await expectFocusTrapped(page, popup);
    await tabTo(page, popup.getByTestId('contract-accept'), 10);
    await page.keyboard.press('Enter');
    await expect(popup.getByRole('status')).toContainText(k('popup.accepted'));
    await tabTo(page, popup.getByTestId('contract-done'), 10);
    await page.keyboard.press('Enter');
    await expect(popup).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement !== document.body))
      .toBe(true);
    await expectFocusVisible(page);

    // The downlines: filter by account (Enter applies), then sort by balance.
    if (width > 1000) {
      const menuLink = page
        .getByRole('navigation', { name: t('shell.menu') })
        .getByRole('link', { name: t('menu.downlineManagmentView') });
      await tabTo(page, menuLink, 40);
      await page.keyboard.press('Enter');
    } else {
      await page.goto('/agentHome/downlineManagmentView');
    }
    await expect(page).toHaveURL(/downlineManagmentView/);
    const rows = page.getByTestId('downlines').getByTestId('table-row');
    await expect(rows).toHaveCount(2);
    const account = field(page, t('filters.account'));
    await tabTo(page, account, 60);
    await page.keyboard.type(players[1]!);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`account=${players[1]}`));
    // The form shows the new values and the focus stays in the field Enter was pressed in.
    await expect(account).toBeFocused();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(players[1]!);
    const sort = page.getByTestId('sort-balance');
    await tabTo(page, sort, 60);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/sort=balance/);
    await expect(page.locator('th[aria-sort="ascending"]')).toContainText(t('col.balance'));
    // A row's actions are reachable by Tab; its dialog keeps the focus and returns it.
    const details = rows.first().getByTestId('action-details');
    await tabTo(page, details, 30);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectFocusTrapped(page, dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(details).toBeFocused();

    // The agent's own deposit page (from the menu at desktop width) and a chart take the focus.
    if (width > 1000) {
      await page.goto('/agentHome');
      const deposit = page
        .getByRole('navigation', { name: t('shell.menu') })
        .getByRole('link', { name: text(lang, 'cashier', 'menu.depositv2') });
      await tabTo(page, deposit, 40);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/agentHome\/depositv2$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text(lang, 'cashier', 'deposit.title'),
      );
    }
    await page.goto('/agentHome/agentTeamOverview');
    await expectSkipLink(page, t('shell.skip'));
    await tabTo(page, page.getByTestId('trend-chart').locator('svg[role=application]'), 60);
  });
}
