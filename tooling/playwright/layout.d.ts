import type { Page } from '@playwright/test';

/**
 * The layout problems of the screen as it is: horizontal page overflow, clipped or spilling
 * text, and (unless `targets: false`) pointer targets under 24x24 px without enough spacing.
 */
export function layoutProblems(page: Page, options?: { targets?: boolean }): Promise<string[]>;

/**
 * Waits until the screen is as a person judges it: main content rendered, nothing busy, no
 * skeleton, images decoded, fonts loaded (never 'networkidle': signed-in pages stream events).
 */
export function settled(page: Page): Promise<void>;
