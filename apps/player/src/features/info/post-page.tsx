import type { PostKind } from '@platform/api-client/queries/content';
import { contentPageQueries } from '@platform/api-client/queries/content-pages';
import { useApi } from '@platform/api-client/react';
import { useLanguage, useTranslation } from '@platform/i18n/react';
import { SafeHtml } from '@platform/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PageFrame } from '../../components/page-frame';
import { type LoaderArgs, routeLanguage } from '../../lib/route-context';
import { useMerchantTime } from '@platform/site';

/** Route loader of /blog/$id and /news/$id. */
export const loader = ({ context, params }: LoaderArgs & { params: { id: string } }) =>
  context.queryClient.ensureQueryData(
    contentPageQueries(context.api).post(params.id, routeLanguage(context)),
  );

/** One blog post or news item. */
export function PostPage({ kind, id }: { kind: PostKind; id: string }) {
  const { t } = useTranslation('content');
  const time = useMerchantTime();
  const api = useApi();
  const { language } = useLanguage();
  const query = useSuspenseQuery(contentPageQueries(api).post(id, language));
  return (
    <PageFrame
      title={query.data.title}
      lead={time.date(query.data.publishedAt)}
      testId="post-page"
      aside={
        <Link
          to={kind === 'blog' ? '/blog' : '/news'}
          search={{ page: 1 }}
          className="text-sm text-accent underline"
        >
          {t('info.back_to', { list: t(`info.${kind}`) })}
        </Link>
      }
    >
      <article className="max-w-3xl">
        {query.data.imageUrl && (
          <img
            src={query.data.imageUrl}
            alt=""
            className="mb-5 aspect-[16/7] w-full rounded-xl object-cover"
          />
        )}
        <SafeHtml html={query.data.html} className="text-fg-secondary" />
      </article>
    </PageFrame>
  );
}
