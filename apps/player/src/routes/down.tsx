import { lazyGroup } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { lazyLoader } from './-lazy-groups';

const loadDownload = lazyGroup(() => import('../features/download/download-page'));

export const Route = createFileRoute('/down')({
  loader: lazyLoader(loadDownload),
  component: lazyRouteComponent(loadDownload, 'DownloadPage'),
});
