import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { API_PORT } from '../playwright.config';

export const API_URL = `http://127.0.0.1:${API_PORT}`;

type SiteSwitches = {
  maintenance?: {
    enabled: boolean;
    title?: string | null;
    info?: string | null;
    endTime?: number | null;
  };
  regionRestriction?: { blockedCountries?: string[]; blockedIps?: string[] };
};

/** Flips site switches on the reference API (its development-only endpoint). */
export async function setSiteSwitches(request: APIRequestContext, switches: SiteSwitches) {
  const response = await request.patch(`${API_URL}/dev/merchant/settings`, {
    headers: { Merchant: 'demo' },
    data: switches,
  });
  if (!response.ok())
    throw new Error(`switches refused: ${response.status()} ${await response.text()}`);
}

/**
 * Scrolls to one of home's lower sections as a visitor does and waits for the section itself:
 * until it comes near the viewport a skeleton with the same test id holds its place, and that
 * skeleton is replaced while the page scrolls. The scroll is one step inside the page (never an
 * action on an element handle that may go away half-way), then the wait is for the real section.
 */
export async function reveal(page: Page, testId: string) {
  await expect(page.getByTestId(testId).first()).toBeAttached();
  await page.evaluate(
    (id) => document.querySelector(`[data-testid="${id}"]`)?.scrollIntoView({ block: 'center' }),
    testId,
  );
  const section = page.locator(`[data-testid="${testId}"]:not([data-skeleton])`);
  await expect(section).toBeVisible();
  return section;
}
