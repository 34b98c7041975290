import { createFileRoute } from '@tanstack/react-router';
import { InfoScreen, lazyLoader, loadInfoPage } from './-lazy-groups';

export const Route = createFileRoute('/credit-report')({
  loader: lazyLoader(loadInfoPage, 'creditreport'),
  component: () => <InfoScreen slug="creditreport" />,
});
