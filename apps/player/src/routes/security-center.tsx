import { createFileRoute } from '@tanstack/react-router';
import { LazyInfoPage } from './-info-page';

export const Route = createFileRoute('/security-center')({
  component: () => <LazyInfoPage slug="security" />,
});
