import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { parseMemberPageSearch } from '../lib/table-search';

// A member's own page (not nested in the member list: it replaces it).
export const Route = createFileRoute('/_console/members_/$account')({
  validateSearch: parseMemberPageSearch,
  component: lazyRouteComponent(() => import('../features/members/member-page'), 'MemberPage'),
});
