import { lazyLoader } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadMemberCenter } from '../-lazy-groups';

// Limits, the session reminder and breaks from play (linked from the footer, the member centre
// and the help centre).
export const Route = createFileRoute('/member/responsibleGaming')({
  loader: lazyLoader(loadMemberCenter, (screen) => screen.limitsLoader),
  component: lazyRouteComponent(loadMemberCenter, 'LimitsPage'),
});
