// Helpers of the agent sign-in end-to-end tests: texts from the real catalogs, fixtures
// through the reference API's development endpoints (accounts, outbox), keyboard moves.
import { expect, type Locator, type Page } from '@playwright/test';
import { devApi } from '@platform/playwright-config/support';
import { API_PORT } from '../playwright.config';

export {
  codeIn,
  field,
  LANGS,
  text,
  unique,
  useLanguage,
} from '@platform/playwright-config/support';
export type { Lang } from '@platform/playwright-config/support';

export const API_URL = `http://127.0.0.1:${API_PORT}`;
export const { createMember, devPost, lastMessage } = devApi(API_URL);

/** Presses Tab until `target` has the focus (keyboard only, no clicks). */
export async function tabTo(page: Page, target: Locator, max = 20): Promise<void> {
  for (let i = 0; i < max && !(await target.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}
