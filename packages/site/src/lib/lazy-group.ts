// Lazy screen groups: each group of screens is its own chunk, loaded on first use with a
// 120000 ms time limit. A chunk that fails or times out raises ChunkLoadError, which the
// route error boundary turns into a translated retry message instead of a white page.

export const LAZY_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
      error.message,
    )
  );
}

/** Runs a dynamic import with a time limit; any failure becomes a ChunkLoadError. */
export function loadWithTimeout<T>(
  importer: () => Promise<T>,
  timeoutMs: number = LAZY_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`chunk load timed out after ${timeoutMs} ms`)),
      timeoutMs,
    );
    importer().then(
      (mod) => {
        clearTimeout(timer);
        resolve(mod);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(
          new ChunkLoadError(error instanceof Error ? error.message : 'chunk load failed', {
            cause: error,
          }),
        );
      },
    );
  });
}

/**
 * A lazy screen group: `lazyGroup(() => import('./features/promotions/promotions-page'))`.
 * The returned loader is memoised on success and retried after a failure, so the retry
 * button can load the chunk again without a full page reload.
 */
export function lazyGroup<T>(importer: () => Promise<T>, timeoutMs?: number): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= loadWithTimeout(importer, timeoutMs).catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

/**
 * The route loader of a lazy screen: loads the group's chunk, then runs the loader that `pick`
 * names in it, e.g. `lazyLoader(loadCashier, (screen) => screen.withdrawLoader)`. The loader is
 * a typed reference into the module (its arguments, such as `deps`, are checked against the
 * route's), and the module itself stays a chunk of its own.
 */
export function lazyLoader<M, A, R>(
  load: () => Promise<M>,
  pick: (screen: M) => (args: A) => R,
): (args: A) => Promise<Awaited<R>> {
  return async (args: A): Promise<Awaited<R>> => {
    const screen = await load();
    const result: Awaited<R> = await pick(screen)(args);
    return result;
  };
}
