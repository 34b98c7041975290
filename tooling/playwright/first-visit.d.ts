import type { Browser } from '@playwright/test';

export const BUDGET_KB: { js: number; jsAndCss: number };
export interface FirstVisit {
  files: {
    name: string;
    type: string;
    encoding: string;
    raw: number;
    served: number;
    gzip: number;
    gzip9: number;
  }[];
  jsKb: number;
  textsKb: number;
  /** The Content-Encodings the browser received the scripts in (br when it accepts br). */
  jsEncodings: string[];
  /** What a client accepting only gzip receives for the same scripts. */
  jsGzipKb: number;
  jsGzip9Kb: number;
  jsRawKb: number;
  jsFiles: number;
  cssKb: number;
  nodes: number;
}
export function freePort(): Promise<number>;
export function waitFor(url: string, timeoutMs?: number): Promise<void>;
export function serveBuilds(
  apps: Array<'player' | 'agent'>,
): Promise<{ api: string; urls: Record<string, string>; stop: () => void }>;
export function launchChromium(): Promise<Browser>;
export function firstVisit(
  browser: Browser,
  url: string,
  options: { ready: string; viewport?: { width: number; height: number }; language?: string },
): Promise<FirstVisit>;
export function describe(name: string, result: FirstVisit): string;
export function withinBudget(result: FirstVisit): boolean;
