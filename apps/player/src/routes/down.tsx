import { lazyGroup } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

const loadDownload = lazyGroup(() => import('../features/download/download-page'));

export const Route = createFileRoute('/down')({
  component: lazyRouteComponent(loadDownload, 'DownloadPage'),
});
