import type { ContentPageSlug } from '@platform/api-client/queries/content';
import { contentPageQueries } from '@platform/api-client/queries/content-pages';
import { useApi } from '@platform/api-client/react';
import { useLanguage, useTranslation } from '@platform/i18n/react';
import { SafeHtml } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';

/** About us, contact us, security centre and credit report: operator pages per language. */
export function InfoPage({ slug }: { slug: ContentPageSlug }) {
  const { t } = useTranslation('content');
  const api = useApi();
  const { language } = useLanguage();
  const query = useQuery(contentPageQueries(api).page(slug, language));
  return (
    <PageFrame title={query.data?.title ?? t(`info.${slug}`)} testId={`info-${slug}`}>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
      {query.data && (
        <SafeHtml
          html={query.data.html}
          className="max-w-3xl rounded-xl border border-border bg-surface p-5 text-fg-secondary sm:p-8"
        />
      )}
    </PageFrame>
  );
}
