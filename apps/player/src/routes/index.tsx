import { lazyLoader } from '@platform/site';
import { createFileRoute } from '@tanstack/react-router';
import { HomeScreen, loadHome } from './-lazy-groups';

export const Route = createFileRoute('/')({
  loader: lazyLoader(loadHome, (screen) => screen.loader),
  component: HomeScreen,
});
