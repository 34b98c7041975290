import { Skeleton } from '@platform/ui';

/** What a screen shows while its route loads its data (after the router's pending delay). */
export function PagePending() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-8" aria-busy="true">
      <Skeleton lines={6} />
    </div>
  );
}
