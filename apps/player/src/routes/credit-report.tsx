import { createFileRoute } from '@tanstack/react-router';
import { LazyInfoPage } from './-info-page';

export const Route = createFileRoute('/credit-report')({
  component: () => <LazyInfoPage slug="creditreport" />,
});
