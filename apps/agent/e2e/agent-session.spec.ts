// The agent landing with a session: /agent leads a signed-in agent to the agent centre, and
// signing out leaves the browser console free of failed requests (no member call after the
// token is gone). In English and in Arabic.
import type { Page } from '@playwright/test';
import { expect, test } from '@platform/playwright-config/a11y';
import { field, LANGS, text, useLanguage } from './agent-support';

/** Console errors and failed responses (a 401 shows in both). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('response', (r) => {
    if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`);
  });
  return errors;
}

for (const lang of LANGS) {
  test.describe(lang, () => {
    const t = (key: string, vars?: Record<string, string>) => text(lang, 'auth', key, vars);

    test('a signed-in agent opening /agent lands on /agentHome; sign-out logs no error', async ({
      page,
    }) => {
      const errors = watchErrors(page);
      await useLanguage(page, lang);
      await page.goto('/agent');
      await field(page, t('fields.username')).fill('demoagent');
      await field(page, t('fields.password')).fill('Demo1234');
      await field(page, t('fields.password')).press('Enter');
      await expect(page).toHaveURL(/\/agentHome$/);

      await page.goto('/agent');
      await expect(page).toHaveURL(/\/agentHome$/);
      await expect(page.getByTestId('agent-home')).toBeVisible();
      await expect(page.getByTestId('agent-landing')).toHaveCount(0);

      await page.getByRole('button', { name: t('agent.sign_out') }).click();
      const confirm = page.getByRole('dialog', { name: t('logout.title') });
      await confirm.getByRole('button', { name: t('logout.confirm') }).click();
      await expect(page).toHaveURL(/\/agent$/);
      await expect(page.getByTestId('agent-landing')).toBeVisible();
      // Any late request of the signed-out page would have happened by now.
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
      // The landing stays the landing once signed out.
      await page.goto('/agent');
      await expect(page.getByTestId('agent-landing')).toBeVisible();
    });
  });
}
