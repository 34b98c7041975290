import { createFileRoute } from '@tanstack/react-router';
import { HomeScreen, lazyLoader, loadHome } from './-lazy-groups';

// Home with the forgot-password popup (forgetPassModal) over it.
export const Route = createFileRoute('/forget')({
  loader: lazyLoader(loadHome),
  component: HomeScreen,
});
