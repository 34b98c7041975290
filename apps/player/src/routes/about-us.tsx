import { createFileRoute } from '@tanstack/react-router';
import { LazyInfoPage } from './-info-page';

export const Route = createFileRoute('/about-us')({
  component: () => <LazyInfoPage slug="aboutus" />,
});
