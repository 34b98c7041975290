import { lazyLoader } from '@platform/site';
import { createFileRoute } from '@tanstack/react-router';
import { HomeScreen, loadHome } from './-lazy-groups';

// Home with the login popup over it (the popup is the auth feature, mounted at the root).
export const Route = createFileRoute('/login')({
  loader: lazyLoader(loadHome, (screen) => screen.loader),
  component: HomeScreen,
});
