// jsdom does no layout and ignores cascade layers, so the product-spec constants that live
// in CSS are checked in the stylesheet text itself.
import { describe, expect, test } from 'vitest';
import content from './content.css?raw';
import index from './index.css?raw';
import modal from './modal.css?raw';
import motion from './motion.css?raw';
import tokens from './tokens.css?raw';

const css = { content, index, modal, motion, tokens };

function declarations(source: string, property: string): string[] {
  const pattern = new RegExp(`(?:^|[;{\\s])${property}\\s*:\\s*([^;]+);`, 'g');
  return [...source.matchAll(pattern)].map((match) => (match[1] ?? '').trim());
}

describe('design tokens and styles', () => {
  test('modal defaults to 200×200 and animates for 100 ms (product spec)', () => {
    expect(declarations(tokens, '--ui-modal-min-size')).toEqual(['200px']);
    expect(declarations(tokens, '--ui-duration-modal')).toEqual(['100ms']);
    expect(declarations(modal, 'min-inline-size')).toContain('var(--ui-modal-min-size)');
    expect(declarations(modal, 'min-block-size')).toContain('var(--ui-modal-min-size)');
    expect(motion).toMatch(/\.ui-modal\[data-state='open'\][^}]*var\(--ui-duration-modal\)/);
    expect(motion).toMatch(/\.ui-modal\[data-state='closed'\][^}]*var\(--ui-duration-modal\)/);
  });

  test('ships an example merchant theme that overrides tokens', () => {
    expect(tokens).toMatch(/\[data-theme='emerald'\]\s*{[^}]*--ui-color-accent:/);
  });

  test('component styles use logical properties only (no left/right)', () => {
    for (const [name, source] of Object.entries(css)) {
      expect(source.length, name).toBeGreaterThan(0);
      const physical = source.match(
        /(?:^|[\s;{])(?:margin|padding|border)-(?:left|right)\b|(?:^|[\s;{])(?:left|right)\s*:/gm,
      );
      expect(physical, name).toBeNull();
    }
  });

  test('respects prefers-reduced-motion', () => {
    expect(motion).toContain('@media (prefers-reduced-motion: reduce)');
  });
});
