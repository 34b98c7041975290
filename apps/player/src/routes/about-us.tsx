import { lazyLoader } from '@platform/site';
import { createFileRoute } from '@tanstack/react-router';
import { InfoScreen, loadInfoPage } from './-lazy-groups';

export const Route = createFileRoute('/about-us')({
  loader: lazyLoader(loadInfoPage, (screen) => screen.infoLoader('aboutus')),
  component: () => <InfoScreen slug="aboutus" />,
});
