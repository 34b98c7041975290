import { lazyLoader, searchSchema } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { parsePageSearch } from '../../lib/search-params';
import { loadLoyalty } from '../-lazy-groups';

const validateSearch = searchSchema(parsePageSearch);

// The rebate records' page lives in the address: ?page=.
export const Route = createFileRoute('/member/manualRebate')({
  validateSearch,
  loader: lazyLoader(loadLoyalty, (screen) => screen.rebateLoader),
  component: lazyRouteComponent(loadLoyalty, 'Rebate'),
});
