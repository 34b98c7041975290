import { lazyLoader } from '@platform/site';
import { createFileRoute } from '@tanstack/react-router';
import { InfoScreen, loadInfoPage } from './-lazy-groups';

export const Route = createFileRoute('/contact-us')({
  loader: lazyLoader(loadInfoPage, (screen) => screen.infoLoader('contactus')),
  component: () => <InfoScreen slug="contactus" />,
});
