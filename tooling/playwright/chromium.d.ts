export function findChromium(): string | null;
export function findTestChromium(): string | null;
export function ensureChromium(): string;
export const CHROMIUM_ARGS: string[];
