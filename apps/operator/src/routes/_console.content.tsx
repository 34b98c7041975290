import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { parseContentSearch } from '../lib/table-search';

export const Route = createFileRoute('/_console/content')({
  validateSearch: parseContentSearch,
  component: lazyRouteComponent(() => import('../features/content/content-page'), 'ContentPage'),
});
