import { lazyLoader } from '@platform/site';
import { createFileRoute } from '@tanstack/react-router';
import { InfoScreen, loadInfoPage } from './-lazy-groups';

export const Route = createFileRoute('/security-center')({
  loader: lazyLoader(loadInfoPage, (screen) => screen.infoLoader('security')),
  component: () => <InfoScreen slug="security" />,
});
