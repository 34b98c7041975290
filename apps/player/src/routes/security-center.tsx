import { createFileRoute } from '@tanstack/react-router';
import { InfoScreen, lazyLoader, loadInfoPage } from './-lazy-groups';

export const Route = createFileRoute('/security-center')({
  loader: lazyLoader(loadInfoPage, 'security'),
  component: () => <InfoScreen slug="security" />,
});
