import { lazyGroup } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

const LazyPostPage = lazyRouteComponent(
  lazyGroup(() => import('../../features/info/post-page')),
  'PostPage',
);

export const Route = createFileRoute('/blog/$id')({
  component: function BlogPost() {
    const { id } = Route.useParams();
    return <LazyPostPage kind="blog" id={id} />;
  },
});
