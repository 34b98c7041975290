import { describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle';

describe('throttle', () => {
  it('lets one call through per window', () => {
    let t = 0;
    const fn = vi.fn();
    const throttled = throttle(fn, 1000, () => t);
    expect(throttled('a')).toBe(true);
    t = 500;
    expect(throttled('b')).toBe(false);
    t = 1000;
    expect(throttled('c')).toBe(true);
    expect(fn.mock.calls).toEqual([['a'], ['c']]);
  });
});
