import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadAgentHome } from './-lazy-groups';

export const Route = createFileRoute('/agentHome/')({
  component: lazyRouteComponent(loadAgentHome, 'AgentHomePage'),
});
