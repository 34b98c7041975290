// The agent console as the demo agent: the overview and its charts, a new downline and an
// affiliate link on the player site's address, a player registering through that link in the
// player site (its build runs beside the console on the same API) and found in the downline table, the table's sort,
// filter, reload and drill-down, a transfer to a downline that changes both balances and
// arrives in the agent's inbox (unread badge), and the CSV export. In English at desktop width
// and in Arabic at phone width (the other two pairs are looked at in screenshots); one journey
// by keyboard alone.
import type { Page } from '@playwright/test';
import { checkA11y, expect, test } from '@platform/playwright-config/a11y';
import { PLAYER_PORT } from '../playwright.config';
import {
  devPost,
  field,
  text,
  unique,
  useLanguage as chooseLanguage,
  type Lang,
} from './agent-support';

const PAIRS = [
  { lang: 'EN', name: 'desktop', width: 1440, height: 900 },
  { lang: 'AR', name: 'phone', width: 375, height: 812 },
] as const;
const PLAYER_URL = `http://127.0.0.1:${PLAYER_PORT}`;
const CAPTCHA = 'K7P4'; // the e2e API draws every captcha with this text (DEV_FIXED_CAPTCHA)

/** Registers a player in the player site from an affiliate link's address. */
async function registerThroughLink(page: Page, lang: Lang, link: URL, username: string) {
  const auth = (key: string) => text(lang, 'auth', key);
  await chooseLanguage(page, lang);
  // The address exactly as the console shows it opens the player site's register form.
  await page.goto(link.href);
  const modal = page.getByRole('dialog', { name: auth('register.title') });
  await modal.getByRole('tab', { name: auth('register.tab_username') }).click();
  // The link's code fills the form: no invitation field to type into.
  await expect(field(modal, auth('fields.affiliate'))).toHaveCount(0);
  await field(modal, auth('fields.username')).fill(username);
  await field(modal, auth('fields.mobile')).fill(
    `9${1 + Math.floor(Math.random() * 7)}${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`,
  );
  await field(modal, auth('fields.password')).fill('Secret123');
  await field(modal, auth('fields.confirm_password')).fill('Secret123');
  await field(modal, auth('fields.payee_name')).fill('Link Tester');
  await field(modal, auth('fields.captcha')).fill(CAPTCHA);
  await modal.getByRole('checkbox').check();
  await modal.getByRole('button', { name: auth('register.submit') }).click();
  await expect(page.getByRole('dialog', { name: auth('register.title') })).toHaveCount(0);
}

async function signIn(page: Page, lang: Lang) {
  await chooseLanguage(page, lang);
  await page.goto('/agent');
  await page.locator('input[name=username]').fill('demoagent');
  await page.locator('input[name=password]').fill('Demo1234');
  await page.locator('input[name=password]').press('Enter');
  await expect(page).toHaveURL(/\/agentHome$/);
}

test.beforeAll(async ({ request }) =>
  // A quick human check for the registrations below (the proof of work's upper bound).
  devPost(
    request,
    '/dev/merchant/settings',
    { security: { humanCheckMaxNumber: 3000, captchaAfterIpFailures: 1000, smsPerIp: 1000 } },
    'patch',
  ),
);

for (const { lang, ...size } of PAIRS) {
  {
    test.describe(`${lang} ${size.name}`, () => {
      test.use({ viewport: { width: size.width, height: size.height } });
      const t = (key: string, vars?: Record<string, string | number>) =>
        text(lang, 'agentConsole', key, vars);
      const cashier = (key: string, vars?: Record<string, string | number>) =>
        text(lang, 'cashier', key, vars);

      test('overview, register centre, a player through a link, downlines, transfer, inbox and export', async ({
        page,
      }) => {
        test.setTimeout(150_000);
        await signIn(page, lang);

        // The menu (a drawer at phone width) leads to the overview.
        if (size.width < 1024) await page.getByTestId('menu-open').click();
        await page
          .getByRole('link', { name: t('menu.agentTeamOverview') })
          .first()
          .click();
        await expect(page).toHaveURL(/agentTeamOverview$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          t('menu.agentTeamOverview'),
        );
        const kpis = page.getByTestId('kpis');
        await expect(kpis.getByText(t('kpi.teamSize'))).toBeVisible();
        await expect(
          page.getByTestId('trend-chart').locator('svg[role=application]'),
        ).toBeVisible();
        await expect(
          page.getByTestId('contribution-chart').locator('svg[role=application]'),
        ).toBeVisible();
        // The chart's figures as a table: 30 days.
        const trend = page.getByTestId('trend-chart');
        await trend.getByText(t('charts.show_table')).click();
        await expect(trend.locator('tbody tr')).toHaveCount(30);
        await page.getByRole('button', { name: t('overview.periods.thisMonth') }).click();
        await expect(
          page.getByRole('button', { name: t('overview.periods.thisMonth') }),
        ).toHaveAttribute('aria-pressed', 'true');

        // Register centre: a new member, and an affiliate link.
        await page.goto('/agentHome/registerCenter');
        const account = unique('e2e').slice(0, 14);
        const create = page.getByTestId('create-downline');
        await create.locator('input[name=account]').fill(account);
        await create.locator('input[name=password]').fill('Abc12345');
        await create.getByRole('button', { name: t('register.create') }).click();
        await expect(page.getByTestId('created')).toHaveText(t('register.created', { account }));

        const links = page.getByTestId('link');
        const before = await links.count();
        await page
          .getByTestId('create-link')
          .getByRole('button', { name: t('links.create') })
          .click();
        await expect(links).toHaveCount(before + 1);
        // The link and its QR code lead to the merchant's player site (its domain
        // configuration, served at run time), not to the console's own address.
        const code = (await links.first().getByTestId('link-code').textContent()) ?? '';
        const address = `${PLAYER_URL}/register?affiliateCode=${code}`;
        await expect(links.first().getByTestId('link-url')).toHaveText(address);
        await links
          .first()
          .getByRole('button', { name: t('links.qr') })
          .click();
        await expect(page.getByTestId('qr')).toBeVisible();
        await expect(page.getByTestId('qr')).toHaveAttribute(
          'alt',
          t('links.qr_alt', { url: address }),
        );
        await page.keyboard.press('Escape');

        // A player registers through the link in the player site (same API and database) and
        // is counted on the link.
        const linkUrl = new URL((await links.first().getByTestId('link-url').textContent()) ?? '');
        const player = unique('aff').slice(0, 14);
        const site = await page.context().newPage();
        await registerThroughLink(site, lang, linkUrl, player);
        await site.close();
        await page.reload();
        await expect(links.first().getByTestId('link-registrations')).toHaveText(
          t('links.registrations_one', { count: 1 }),
        );

        // Downlines: find the new member, sort, filter, reload, drill down and back.
        await page.goto('/agentHome/downlineManagmentView');
        const table = page.getByTestId('downline-table');
        await expect(table.getByTestId('table-row').first()).toBeVisible();
        await checkA11y(page, 'downline table');
        await page.getByTestId('filters').locator('input[name=account]').fill(account);
        await page
          .getByTestId('filters')
          .getByRole('button', { name: t('filters.apply') })
          .click();
        await expect(page).toHaveURL(new RegExp(`account=${account}`));
        await expect(table.getByTestId('row-account')).toHaveText([account]);
        // The player from the link is a direct downline.
        await page.getByTestId('filters').locator('input[name=account]').fill(player);
        await page
          .getByTestId('filters')
          .getByRole('button', { name: t('filters.apply') })
          .click();
        await expect(table.getByTestId('row-account')).toHaveText([player]);
        await expect(table.getByRole('row').nth(1)).toContainText(t('types.player'));

        await page
          .getByTestId('filters')
          .getByRole('button', { name: t('filters.reset') })
          .click();
        await page.getByTestId('filters').locator('select[name=type]').selectOption('agent');
        await page
          .getByTestId('filters')
          .getByRole('button', { name: t('filters.apply') })
          .click();
        await expect(page).toHaveURL(/type=agent/);
        await page.getByTestId('sort-teamSize').click();
        await page.getByTestId('sort-teamSize').click();
        await expect(page).toHaveURL(/sort=teamSize/);
        await expect(page).toHaveURL(/order=desc/);
        await expect(table.locator('th[aria-sort="descending"]')).toHaveCount(1);
        const firstAgent = await table.getByTestId('row-account').first().textContent();
        await page.reload();
        await expect(page).toHaveURL(/sort=teamSize/);
        await expect(table.locator('th[aria-sort="descending"]')).toHaveCount(1);
        await expect(table.getByTestId('row-account').first()).toHaveText(firstAgent ?? '');
        await expect(page.getByTestId('filters').locator('select[name=type]')).toHaveValue('agent');

        await table.getByTestId('drill-down').first().click();
        await expect(page).toHaveURL(/parentId=\d+/);
        const crumbs = page.getByTestId('breadcrumb').getByRole('listitem');
        await expect(crumbs).toHaveCount(2);
        await expect(crumbs.last().locator('[aria-current=page]')).toHaveText(firstAgent ?? '');
        await crumbs.first().getByRole('link').click();
        await expect(page).not.toHaveURL(/parentId=/);
        await expect(crumbs).toHaveCount(1);

        // Transfer to the new member: both balances change.
        await page.goto(`/agentHome/downlineManagmentView?account=${account}`);
        await expect(table.getByTestId('row-account')).toHaveText([account]);
        await table.getByTestId('action-transfer').click();
        const dialog = page.getByRole('dialog');
        await dialog.locator('input[name=amount]').fill('12.34');
        await dialog.locator('input[name=paymentPassword]').fill('000000');
        await dialog.getByRole('button', { name: t('transfer.submit') }).click();
        await expect(dialog.getByTestId('form-error')).toHaveText(
          t('errors.payment_password_invalid'),
        );
        await checkA11y(page, 'transfer dialog with its error');
        await expect(dialog.locator('input[name=amount]')).toHaveValue('12.34');
        await dialog.locator('input[name=paymentPassword]').fill('246810');
        await dialog.getByRole('button', { name: t('transfer.submit') }).click();
        await expect(dialog.getByTestId('transfer-done')).toBeVisible();
        await expect(dialog.getByTestId('their-balance')).toHaveText('12.34');
        const mine = await dialog.getByTestId('my-balance').textContent();
        expect(mine).toMatch(/\d/);
        await dialog
          .getByRole('button', { name: t('shell.close') })
          .first()
          .click();
        await expect(table.getByRole('cell', { name: '12.34' }).first()).toBeVisible();

        // The transfer's message to the agent is unread in its inbox (the cashier's).
        if (size.width < 1024) await page.getByTestId('menu-open').click();
        const inbox = page
          .getByTestId('account-menu')
          .filter({ visible: true })
          .getByRole('link', { name: new RegExp(cashier('menu.messageV2')) });
        await expect(inbox.getByTestId('unread-badge')).toBeVisible();
        await inbox.click();
        await expect(page).toHaveURL(/\/agentHome\/messageV2/);
        const unreadRow = page.locator('[data-testid=message-row][data-read=false]').first();
        await expect(unreadRow).toContainText(account);
        await unreadRow.getByRole('button').first().click();
        await expect(page).toHaveURL(/open=\d+/);
        await expect(page.getByTestId('message-open')).toContainText('12.34');
        await page.goBack();
        await expect(page).not.toHaveURL(/open=/);
        await page.goto(`/agentHome/downlineManagmentView?account=${account}`);

        // CSV export of the filtered view, from the API.
        const download = page.waitForEvent('download');
        await page.getByTestId('export-csv').click();
        const file = await download;
        expect(file.suggestedFilename()).toMatch(/\.csv$/);
        const csv = await (await file.createReadStream()).toArray();
        expect(Buffer.concat(csv).toString('utf8')).toContain(account);
      });
    });
  }
}

test('reports keep their period and sort in the URL', async ({ page }) => {
  await signIn(page, 'EN');
  await page.goto('/agentHome/palStatementsAgentCopy?period=last30&sort=validBets&order=desc');
  await expect(page.getByTestId('report-table').getByTestId('table-row').first()).toBeVisible();
  await checkA11y(page, 'report table');
  await expect(page.getByTestId('period')).toHaveValue('last30');
  await expect(page.getByTestId('report-table').getByTestId('totals')).toBeVisible();
  await page.getByTestId('report-table').getByTestId('drill-down').first().click();
  await expect(page).toHaveURL(/parentId=\d+/);
  await expect(page).toHaveURL(/period=last30/);
  await page.goto('/agentHome/personalHistoryCopy');
  await page.getByTestId('period').selectOption('yesterday');
  await expect(page).toHaveURL(/period=yesterday/);
  await page.goto('/agentHome/agentRevenueReport');
  // My income's own totals (the commission statement under it has its own).
  await expect(page.getByTestId('report-table').getByTestId('totals')).toBeVisible();
  await page.goto('/agentHome/agentDownlineTransactionDetailsCopy');
  await expect(page.getByTestId('report-table').getByTestId('table-row').first()).toBeVisible();
});
