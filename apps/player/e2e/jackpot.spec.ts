// The jackpot on the home page is the balance of the merchant's jackpot ledger account: after
// rounds played at once by several members have been swept into the pool, the figure on screen
// is the figure of the pool's ledger statement (the operator's call), read at the same time.
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '@platform/playwright-config/a11y';
import { operatorAdjust } from './cashier-support';
import { createMember } from './content-support';
import { loginToken, playSlots } from './members';
import { API_URL } from './support';

/** The demo merchant's development operator key (apps/api/src/seed/demo-accounts.ts). */
const OPERATOR_KEY = 'opk_demo_operator_0123456789abcdef';

/** The pool's balance from its ledger statement, as digits only ('1,234.56' -> '123456'). */
async function ledgerPool(request: APIRequestContext): Promise<string> {
  const response = await request.get(`${API_URL}/operator/jackpot?size=1`, {
    headers: { Merchant: 'demo', 'X-Operator-Key': OPERATOR_KEY },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { value: { balance: string } }).value.balance.replace(
    /\D/g,
    '',
  );
}

test('the jackpot on screen is the pool in the ledger after concurrent rounds', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const players = await Promise.all(
    [0, 1, 2].map(async () => {
      const { username, password } = await createMember(request, 'jackpot');
      await operatorAdjust(request, username, '100.00');
      return loginToken(request, username, password);
    }),
  );
  await Promise.all(players.map((token) => playSlots(request, token, 8, '5.00')));
  // 1% of 120.00 flows in once the rounds are swept (every 5 s). The screen is compared with
  // the pool as it is, read at the same time (a spin may hit the jackpot and empty it; the
  // sweep itself is proven exact by the API's jackpot tests).
  await page.goto('/');
  const shown = page.getByTestId('jackpot-amount');
  await expect(shown).toHaveText(/^[\d,]+\.\d{2}$/);
  // Both read now: the screen's figure (read again every 5 s) and the ledger's.
  await expect
    .poll(
      async () =>
        ((await shown.textContent()) ?? '').replace(/\D/g, '') === (await ledgerPool(request)),
      {
        timeout: 15_000,
      },
    )
    .toBe(true);
});
