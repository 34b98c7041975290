import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadAnnouncements } from './-lazy-groups';

export const Route = createFileRoute('/agentHome/agentAnnouncement')({
  component: lazyRouteComponent(loadAnnouncements, 'AgentAnnouncementPage'),
});
