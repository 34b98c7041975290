import { createFileRoute } from '@tanstack/react-router';
import { HomeScreen, lazyLoader, loadHome } from './-lazy-groups';

export const Route = createFileRoute('/')({
  loader: lazyLoader(loadHome),
  component: HomeScreen,
});
