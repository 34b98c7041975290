import type { Page } from '@playwright/test';
import { expect, test as base } from '@playwright/test';

export const A11Y_LOG: string;
export function checkA11y(page: Page, label?: string): Promise<void>;
export const test: typeof base;
export { expect };
