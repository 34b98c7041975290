import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ChunkLoadError,
  isChunkLoadError,
  LAZY_LOAD_TIMEOUT_MS,
  lazyGroup,
  lazyLoader,
  loadWithTimeout,
} from './lazy-group';

afterEach(() => vi.useRealTimers());

describe('lazy screen groups', () => {
  it('use the spec time limit of 120000 ms', async () => {
    expect(LAZY_LOAD_TIMEOUT_MS).toBe(120_000);
    vi.useFakeTimers();
    const never = loadWithTimeout(() => new Promise(() => undefined));
    const assertion = expect(never).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    never.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
  });

  it('turn a failed dynamic import into a ChunkLoadError', async () => {
    const failing = loadWithTimeout(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /a.js')),
    );
    const error = await failing.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(isChunkLoadError(error)).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: x'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });

  it('memoise a loaded group and load again after a failure', async () => {
    const importer = vi
      .fn<() => Promise<{ page: string }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ page: 'ok' });
    const load = lazyGroup(importer);
    await expect(load()).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(load()).resolves.toEqual({ page: 'ok' });
    await load();
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('run the loader a route picks from the loaded group, once the chunk is in', async () => {
    let imports = 0;
    const load = lazyGroup(async () => {
      imports += 1;
      return {
        depositLoader: ({ deps }: { deps: { page: number } }) => `deposit ${deps.page}`,
        withdrawLoader: ({ deps }: { deps: { page: number } }) => `withdraw ${deps.page}`,
      };
    });
    const withdraw = lazyLoader(load, (screen) => screen.withdrawLoader);
    const deposit = lazyLoader(load, (screen) => screen.depositLoader);
    expect(imports).toBe(0);
    await expect(withdraw({ deps: { page: 2 } })).resolves.toBe('withdraw 2');
    await expect(deposit({ deps: { page: 3 } })).resolves.toBe('deposit 3');
    expect(imports).toBe(1);
  });
});
