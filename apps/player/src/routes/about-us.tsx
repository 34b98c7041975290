import { createFileRoute } from '@tanstack/react-router';
import { InfoScreen, lazyLoader, loadInfoPage } from './-lazy-groups';

export const Route = createFileRoute('/about-us')({
  loader: lazyLoader(loadInfoPage, 'aboutus'),
  component: () => <InfoScreen slug="aboutus" />,
});
