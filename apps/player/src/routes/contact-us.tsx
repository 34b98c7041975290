import { createFileRoute } from '@tanstack/react-router';
import { InfoScreen, lazyLoader, loadInfoPage } from './-lazy-groups';

export const Route = createFileRoute('/contact-us')({
  loader: lazyLoader(loadInfoPage, 'contactus'),
  component: () => <InfoScreen slug="contactus" />,
});
