import { lazyGroup, lazyLoader } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

const loadDownload = lazyGroup(() => import('../features/download/download-page'));

export const Route = createFileRoute('/down')({
  loader: lazyLoader(loadDownload, (screen) => screen.loader),
  component: lazyRouteComponent(loadDownload, 'DownloadPage'),
});
