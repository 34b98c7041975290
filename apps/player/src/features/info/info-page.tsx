import type { ContentPageSlug } from '@platform/api-client/queries/content';
import { contentPageQueries } from '@platform/api-client/queries/content-pages';
import { useApi } from '@platform/api-client/react';
import { useLanguage } from '@platform/i18n/react';
import { SafeHtml } from '@platform/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { PageFrame } from '../../components/page-frame';
import { type LoaderArgs, routeLanguage } from '../../lib/route-context';

/** Route loader of an information page. */
export const infoLoader =
  (slug: ContentPageSlug) =>
  ({ context }: LoaderArgs) =>
    context.queryClient.ensureQueryData(
      contentPageQueries(context.api).page(slug, routeLanguage(context)),
    );

/** About us, contact us, security centre and credit report: operator pages per language. */
export function InfoPage({ slug }: { slug: ContentPageSlug }) {
  const api = useApi();
  const { language } = useLanguage();
  const query = useSuspenseQuery(contentPageQueries(api).page(slug, language));
  return (
    <PageFrame title={query.data.title} testId={`info-${slug}`}>
      <SafeHtml
        html={query.data.html}
        className="max-w-3xl rounded-xl border border-border bg-surface p-5 text-fg-secondary sm:p-8"
      />
    </PageFrame>
  );
}
