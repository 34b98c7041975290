import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

export const Route = createFileRoute('/_console/settings')({
  component: lazyRouteComponent(() => import('../features/settings/settings-page'), 'SettingsPage'),
});
