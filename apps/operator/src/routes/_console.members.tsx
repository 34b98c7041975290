import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { parseMemberSearch } from '../lib/table-search';

export const Route = createFileRoute('/_console/members')({
  validateSearch: parseMemberSearch,
  component: lazyRouteComponent(() => import('../features/members/members-page'), 'MembersPage'),
});
