// Keyboard-alone journeys: move with Tab (and read where the focus is) without a pointer,
// checking on every stop that the focused element shows a visible focus indicator, and
// that an open dialog keeps the focus inside it.
import { expect } from '@playwright/test';

/**
 * Describes the focused element's indicator: an outline or a box-shadow on it (or, for an
 * input inside a styled wrapper, on the wrapper that shows :focus-within). Null when the
 * focus is on the document itself.
 * @param {import('@playwright/test').Page} page
 */
export function focusIndicator(page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body || el === document.documentElement) return null;
    const ring = (node) => {
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
      const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
      return outline || shadow;
    };
    let visible = ring(el);
    // Chromium's date and time inputs have a picker button inside them, a Tab stop of its
    // own that the browser draws focused (the host then matches no :focus).
    const picker = /^(date|datetime-local|month|time|week)$/.test(el.type) && !el.matches(':focus');
    visible ||= picker;
    // A control drawn by its wrapper (focus-within) counts when the wrapper shows the ring.
    for (
      let node = el.parentElement, i = 0;
      !visible && node && i < 2;
      node = node.parentElement, i++
    )
      visible = node.matches(':focus-within') && ring(node) && node.getClientRects().length > 0;
    const box = el.getBoundingClientRect();
    const name =
      el.getAttribute('data-testid') ||
      el.getAttribute('aria-label') ||
      el.getAttribute('name') ||
      (el.textContent ?? '').trim().slice(0, 40);
    const style = getComputedStyle(el);
    return {
      what: `${el.tagName.toLowerCase()} "${name}" (outline ${style.outlineStyle} ${style.outlineWidth})`,
      visible,
      rendered: box.width > 0 && box.height > 0,
    };
  });
}

/**
 * Fails unless the focused element shows a visible focus indicator.
 * @param {import('@playwright/test').Page} page
 */
export async function expectFocusVisible(page) {
  const focus = await focusIndicator(page);
  if (focus === null) return;
  expect(focus.rendered, `${focus.what} has the focus but is not rendered`).toBe(true);
  expect(focus.visible, `${focus.what} has the focus without a visible indicator`).toBe(true);
}

/**
 * Presses Tab until `target` has the focus, at most `max` times: Shift+Tab when the target
 * comes before the focused element in the page (or with `backwards`). Every element the
 * focus passes shows a visible focus indicator.
 * @param {import('@playwright/test').Page} page
 * @param {import('@playwright/test').Locator} target
 * @param {number} [max]
 * @param {{ backwards?: boolean }} [options]
 * @returns {Promise<number>} the presses it took
 */
export async function tabTo(page, target, max = 150, options = {}) {
  const before = await target.evaluate((el) => {
    const focused = document.activeElement;
    if (!focused || focused === document.body || focused.contains(el)) return false;
    return (el.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  });
  const key = (options.backwards ?? before) ? 'Shift+Tab' : 'Tab';
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) {
      await expectFocusVisible(page);
      return presses;
    }
    await page.keyboard.press(key);
    await expectFocusVisible(page);
  }
  await expect(target).toBeFocused();
  return max;
}

/**
 * Tabs forwards and backwards around `dialog` (more presses than it has stops) and fails if
 * the focus ever leaves it.
 * @param {import('@playwright/test').Page} page
 * @param {import('@playwright/test').Locator} dialog
 */
export async function expectFocusTrapped(page, dialog) {
  const stops = await dialog.evaluate(
    (el) =>
      el.querySelectorAll(
        'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
      ).length,
  );
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i <= stops; i++) {
      await page.keyboard.press(key);
      const inside = await dialog.evaluate((el) => el.contains(document.activeElement));
      expect(inside, `${key} ${i + 1} left the dialog`).toBe(true);
      await expectFocusVisible(page);
    }
  }
}

/**
 * The page's skip link named `name` is reached by the keyboard, shown and ringed, and Enter
 * on it takes the next Tab into the page's <main>.
 * @param {import('@playwright/test').Page} page
 * @param {string} name
 */
export async function expectSkipLink(page, name) {
  const skip = page.getByRole('link', { name, exact: true });
  await tabTo(page, skip, 40);
  await expect(skip).toBeInViewport();
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
  expect(inMain, 'the Tab after the skip link lands in <main>').toBe(true);
}
