import type { PostKind } from '@platform/api-client/queries/content';
import { contentPageQueries } from '@platform/api-client/queries/content-pages';
import { useApi } from '@platform/api-client/react';
import { useLanguage, useTranslation } from '@platform/i18n/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PageFrame } from '../../components/page-frame';
import { Paginator } from '../../components/paginator';
import { type LoaderArgs, routeLanguage } from '../../lib/route-context';
import { useMerchantTime } from '@platform/site';

export interface PostsPageProps {
  kind: PostKind;
  page: number;
  onPage: (page: number) => void;
}

/** Route loader of /blog or /news: the page of the address (`deps`). */
export const postsLoader =
  (kind: PostKind) =>
  ({ context, deps }: LoaderArgs & { deps: { page: number } }) =>
    context.queryClient.ensureQueryData(
      contentPageQueries(context.api).posts(kind, routeLanguage(context), deps.page),
    );

/** Blog or news: newest first, ten a page. */
export function PostsPage({ kind, page, onPage }: PostsPageProps) {
  const { t } = useTranslation('content');
  const time = useMerchantTime();
  const api = useApi();
  const { language } = useLanguage();
  const query = useSuspenseQuery(contentPageQueries(api).posts(kind, language, page));
  return (
    <PageFrame title={t(`info.${kind}`)} testId={`posts-${kind}`}>
      <>
        {query.data.list.length === 0 && (
          <p className="py-12 text-center text-fg-muted">{t('info.no_posts')}</p>
        )}
        <ul className="grid gap-4 sm:grid-cols-2">
          {query.data.list.map((post) => (
            <li
              key={post.id}
              className="overflow-hidden rounded-xl border border-border bg-surface"
            >
              <Link
                to={kind === 'blog' ? '/blog/$id' : '/news/$id'}
                params={{ id: post.id }}
                className="flex h-full flex-col focus-visible:outline-2 focus-visible:outline-accent"
              >
                {post.imageUrl && (
                  <img
                    src={post.imageUrl}
                    alt=""
                    loading="lazy"
                    className="aspect-[16/7] w-full object-cover"
                  />
                )}
                <span className="flex flex-col gap-1 p-4">
                  <span className="font-semibold text-fg" dir="auto">
                    {post.title}
                  </span>
                  <span className="font-mono text-xs text-fg-muted">
                    {time.date(post.publishedAt)}
                  </span>
                  <span className="text-sm text-fg-secondary" dir="auto">
                    {post.summary}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <Paginator
          className="mt-6 justify-center"
          page={page}
          totalPages={query.data.totalPages}
          onChange={onPage}
        />
      </>
    </PageFrame>
  );
}
