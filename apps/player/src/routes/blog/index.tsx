import { lazyGroup } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

const LazyPostsPage = lazyRouteComponent(
  lazyGroup(() => import('../../features/info/posts-page')),
  'PostsPage',
);

export const Route = createFileRoute('/blog/')({
  validateSearch: (search: Record<string, unknown>): { page: number } => {
    const page = Math.floor(Number(search.page));
    return { page: Number.isFinite(page) && page >= 1 ? page : 1 };
  },
  component: function BlogList() {
    const { page } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <LazyPostsPage
        kind="blog"
        page={page}
        onPage={(p: number) => void navigate({ search: { page: p } })}
      />
    );
  },
});
