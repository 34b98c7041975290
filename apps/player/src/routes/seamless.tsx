import { searchSchema } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadSeamless } from './-lazy-groups';

const validateSearch = searchSchema((raw): { nodeId?: number; trial?: 1 } => {
  const nodeId = Number(raw.nodeId);
  return {
    nodeId: Number.isSafeInteger(nodeId) && nodeId > 0 ? nodeId : undefined,
    trial: raw.trial === 1 || raw.trial === '1' ? 1 : undefined,
  };
});

export const Route = createFileRoute('/seamless')({
  validateSearch,
  component: lazyRouteComponent(loadSeamless, 'SeamlessPage'),
});
