import { createFileRoute } from '@tanstack/react-router';
import { LazyInfoPage } from './-info-page';

export const Route = createFileRoute('/contact-us')({
  component: () => <LazyInfoPage slug="contactus" />,
});
