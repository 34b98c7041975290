#!/usr/bin/env node
import { ensureChromium } from './chromium.js';

try {
  console.log(`[e2e] using Chromium at ${ensureChromium()}`);
} catch (error) {
  console.error(String(error instanceof Error ? error.message : error));
  process.exit(1);
}
