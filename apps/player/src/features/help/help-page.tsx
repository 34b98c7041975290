import { useTranslation } from '@platform/i18n/react';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { PageFrame } from '../../components/page-frame';
import { HelpArticles } from './help-articles';
import { HelpNav } from './help-nav';
import { useSuspenseHelpArticles } from './use-help-articles';
import { systemQueries } from '@platform/api-client/queries/system';
import { type LoaderArgs, routeLanguage } from '../../lib/route-context';

/** Route loader of /help. */
export const loader = ({ context }: LoaderArgs) =>
  context.queryClient.ensureQueryData(
    systemQueries(context.api).helpCenter(routeLanguage(context)),
  );

/** /help: opens at the top, or at the article of the hash (/help#term). */
export function HelpPage() {
  const { t } = useTranslation('content');
  const query = useSuspenseHelpArticles();
  const hash = useLocation({ select: (l) => l.hash });
  const navigate = useNavigate();
  const articles = query.data;
  const ready = articles.length > 0;

  useEffect(() => {
    if (!ready) return;
    const target = hash ? document.getElementById(hash) : null;
    if (target) target.scrollIntoView({ block: 'start' });
    else window.scrollTo({ top: 0 });
  }, [hash, ready]);

  return (
    <PageFrame title={t('help.title')} lead={t('help.lead')} testId="help-page">
      {ready && (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[14rem_minmax(0,1fr)]">
          <div className="min-w-0 md:sticky md:top-20 md:self-start">
            <HelpNav
              articles={articles}
              activeTag={hash}
              onPick={(tag) => void navigate({ to: '/help', hash: tag })}
            />
          </div>
          <HelpArticles articles={articles} activeTag={hash} />
        </div>
      )}
    </PageFrame>
  );
}
