import { lazyLoader } from '@platform/site';
import { createFileRoute } from '@tanstack/react-router';
import { HomeScreen, loadHome } from './-lazy-groups';

// Home with the forgot-password popup (forgetPassModal) over it.
export const Route = createFileRoute('/forget')({
  loader: lazyLoader(loadHome, (screen) => screen.loader),
  component: HomeScreen,
});
