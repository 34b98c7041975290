import type { Locator, Page } from '@playwright/test';

/** The focused element, whether it shows a focus indicator, and whether it is rendered. */
export function focusIndicator(
  page: Page,
): Promise<{ what: string; visible: boolean; rendered: boolean } | null>;
/** Fails unless the focused element shows a visible focus indicator. */
export function expectFocusVisible(page: Page): Promise<void>;
/** Presses Tab (or Shift+Tab) until `target` has the focus, checking every stop's indicator. */
export function tabTo(
  page: Page,
  target: Locator,
  max?: number,
  options?: { backwards?: boolean },
): Promise<number>;
/** Tabs around an open dialog both ways and fails if the focus leaves it. */
export function expectFocusTrapped(page: Page, dialog: Locator): Promise<void>;
/** The skip link `name` is reached by Tab and shown; after it, the next Tab lands in <main>. */
export function expectSkipLink(page: Page, name: string): Promise<void>;
