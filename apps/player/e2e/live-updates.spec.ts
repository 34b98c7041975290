// Live screens: what the operator does through the operator API reaches the member's open page
// within 2 s, without a reload (the member's event stream): a rejected withdrawal gives the
// money back in the header and the withdraw page; a confirmed bank transfer shows in the
// header, the unread badge and the deposit history while the member is on another page; 20
// quick slot rounds make the daily mission claimable on the open missions page.
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { encryptPayload } from '@platform/api-client/crypto';
import { c, operatorAct, operatorAdjust, operatorList, useLanguage } from './cashier-support';
import { createMember, openSignedIn } from './content-support';
import { loginToken, playSlots } from './members';
import { API_URL } from './support';

const MERCHANT = { Merchant: 'demo' };
/** What a person waits for: the new figure on screen within 2 s of the operator's answer. */
const LIVE = { timeout: 2000 };

/** A member's call to the API, encrypted as the app sends sensitive bodies when asked. */
async function memberCall(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  body?: Record<string, unknown>,
  options: { encrypted?: boolean } = {},
): Promise<unknown> {
  const headers: Record<string, string> = {
    ...MERCHANT,
    Authorization: token,
    'Idempotency-Key': randomUUID(),
  };
  let data: unknown = body;
  if (body && options.encrypted) {
    const modulus = await (
      await request.get(`${API_URL}/wps/session/key/rsa`, { headers: MERCHANT })
    ).text();
    const enc = encryptPayload(body, modulus);
    headers.Encryption = enc.encryption;
    data = enc.body;
  }
  const response = await request.fetch(`${API_URL}${url}`, {
    method,
    headers,
    ...(data !== undefined && { data }),
  });
  const json = (await response.json()) as { value?: unknown };
  if (!response.ok())
    throw new Error(`${method} ${url}: ${response.status()} ${JSON.stringify(json)}`);
  return json.value;
}

async function signedInMember(request: APIRequestContext) {
  const { username, password } = await createMember(request, 'live');
  return { account: username, token: await loginToken(request, username, password) };
}

test.describe('live screens (EN, 1440 px)', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'EN');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  test('an operator rejects a withdrawal: the header and the available balance show the money back', async ({
    page,
    request,
  }) => {
    const { account, token } = await signedInMember(request);
    await operatorAdjust(request, account, '152.20');
    const banks = (await memberCall(request, token, 'GET', '/wps/system/withdrawBanks')) as {
      code: string;
    }[];
    const card = (await memberCall(
      request,
      token,
      'PUT',
      '/wps/member/bankCard',
      { bankCode: banks[0]!.code, accountName: 'Live Member', accountNumber: '6011 0000 1234' },
      { encrypted: true },
    )) as { id: number };
    await memberCall(
      request,
      token,
      'PUT',
      '/wps/member/paymentPassword',
      { paymentPassword: '246810', confirmPaymentPassword: '246810' },
      { encrypted: true },
    );
    await memberCall(
      request,
      token,
      'POST',
      '/wps/transaction/withdraw',
      { amount: '60.00', bankCardId: card.id, paymentPassword: '246810' },
      { encrypted: true },
    );

    await openSignedIn(page, token, '/member/withdraw');
    const header = page.getByTestId('header-balance');
    const available = page.getByTestId('withdraw-balance');
    await expect(header).toContainText('92.20');
    await expect(available).toContainText('92.20');

    const [withdrawal] = await operatorList(request, 'withdrawals', account);
    await operatorAct(request, 'withdrawals', withdrawal!.id, 'reject', { reason: 'Card closed' });
    await expect(header).toContainText('152.20', LIVE);
    await expect(available).toContainText('152.20', LIVE);
  });

  test('an operator confirms a bank transfer while the member is on another page: balance, unread badge and history update', async ({
    page,
    request,
  }) => {
    const { account, token } = await signedInMember(request);
    await memberCall(request, token, 'POST', '/wps/transaction/deposit/bank', {
      amount: '1000',
      bankAccountId: 1,
      depositorName: 'Bank Payer',
      reference: 'LIVE-1',
    });
    await openSignedIn(page, token, '/member/depositv2');
    const row = page.getByTestId('deposit-row').first();
    await expect(row).toContainText(c('EN', 'deposit.status.pending'));
    const header = page.getByTestId('header-balance');
    await expect(header).toContainText('0.00');
    const badge = page.getByTestId('avatar-menu').getByTestId('unread-badge');
    await expect(badge).toHaveCount(0);

    // The member moves on (in the app, no reload); the operator confirms meanwhile.
    await page.getByTestId('avatar-menu').click();
    await page.getByTestId('avatar-messages').click();
    await expect(page).toHaveURL(/messageV2/);
    const [deposit] = await operatorList(request, 'deposits', account);
    await operatorAct(request, 'deposits', deposit!.id, 'confirm');
    await expect(header).toContainText('1,000.00', LIVE);
    await expect(badge).toHaveText(/1/, LIVE);

    // Back to the deposit page: the history says credited.
    await page.goBack();
    await expect(page).toHaveURL(/depositv2/);
    await expect(row).toContainText(c('EN', 'deposit.status.credited'), LIVE);
  });

  test('20 quick slot rounds: the open missions page shows the daily mission done, with its claim', async ({
    page,
    request,
  }) => {
    const { account, token } = await signedInMember(request);
    await operatorAdjust(request, account, '100.00');
    await openSignedIn(page, token, '/member/missionLeaderboard');
    const slots = page.getByTestId('missions-list').locator('[data-mission="daily-slots-rounds"]');
    await expect(slots).toHaveAttribute('data-state', 'IN_PROGRESS');

    await playSlots(request, token, 20);
    await expect(slots).toHaveAttribute('data-state', 'CLAIMABLE', LIVE);
    await expect(slots.getByTestId('mission-claim')).toBeVisible(LIVE);
    await expect(slots).toContainText('20');
  });
});
