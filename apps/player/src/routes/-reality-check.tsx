// The session reminder, for a signed-in member who chose one: a lazy chunk, fetched only then.
import { useSession } from '@platform/auth';
import { lazyGroup } from '@platform/site';
import { lazy, Suspense } from 'react';

const loadReminder = lazyGroup(() => import('../features/account/reality-check'));
const RealityCheck = lazy(() => loadReminder().then((m) => ({ default: m.RealityCheck })));

export function RealityCheckHost() {
  const { member, isTrial } = useSession();
  const minutes = member?.realityCheckMinutes;
  if (!minutes || isTrial) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheck key={minutes} minutes={minutes} />
    </Suspense>
  );
}
