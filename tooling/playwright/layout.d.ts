import type { Page } from '@playwright/test';

/**
 * The layout problems of the screen once settled: horizontal page overflow, clipped or spilling
 * text, and (unless `targets: false`) pointer targets under 24x24 px without enough spacing.
 * A screen with problems is measured again until they are gone or `waitMs` (5,000) has passed.
 */
export function layoutProblems(
  page: Page,
  options?: { targets?: boolean; waitMs?: number },
): Promise<string[]>;

/**
 * Waits until the screen is as a person judges it: main content rendered, nothing busy, no
 * skeleton, images decoded, fonts loaded (never 'networkidle': signed-in pages stream events).
 */
export function settled(page: Page): Promise<void>;
