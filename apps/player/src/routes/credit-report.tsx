import { lazyLoader } from '@platform/site';
import { createFileRoute } from '@tanstack/react-router';
import { InfoScreen, loadInfoPage } from './-lazy-groups';

export const Route = createFileRoute('/credit-report')({
  loader: lazyLoader(loadInfoPage, (screen) => screen.infoLoader('creditreport')),
  component: () => <InfoScreen slug="creditreport" />,
});
