import { agentQueries } from '@platform/api-client/queries/agent';
import { memberQueries } from '@platform/api-client/queries/member';
import { useApi } from '@platform/api-client/react';
import { formatDate } from '@platform/i18n';
import { useLanguage, useTranslation } from '@platform/i18n/react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { consolePath, visiblePages } from '../../lib/console-pages';

/** /agentHome: welcome, the agent announcements and one card per menu page. */
export function AgentHomePage() {
  const { t } = useTranslation('auth');
  const { t: c } = useTranslation('agentConsole');
  const api = useApi();
  const router = useRouter();
  const { language } = useLanguage();
  const { data: member } = useSuspenseQuery(memberQueries(api).info());
  const { t: account } = useTranslation('agentAccount');
  const announcements = useQuery(agentQueries(api).announcements(language));
  const exists = useCallback((path: string) => path in router.routesByPath, [router]);
  const name = member.nickname || member.account;
  const items = announcements.data?.list ?? [];
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-fg" dir="auto">
          {t('agent.welcome', { name })}
        </h1>
        <p className="mt-1 text-fg-secondary">{c('home.intro')}</p>
      </div>
      <section
        aria-labelledby="agent-announcement"
        className="rounded-lg border border-border bg-surface p-4"
        data-testid="agent-announcement"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="agent-announcement" className="font-semibold text-fg">
            {account('announcements')}
          </h2>
          <Link
            to="/agentHome/agentAnnouncement"
            className="text-sm text-accent hover:underline focus-visible:outline-2 focus-visible:outline-accent"
          >
            {account('all_announcements')}
          </Link>
        </div>
        {items.length === 0 ? (
          <p className="mt-2 text-sm text-fg-muted">
            {announcements.isPending ? '' : c('home.no_announcement')}
          </p>
        ) : (
          <ul className="mt-2 flex flex-col gap-1 text-sm text-fg-secondary">
            {items.slice(0, 3).map((item) => (
              <li key={item.id} className="flex flex-wrap gap-x-3" dir="auto">
                <span className="text-fg">{item.title}</span>
                <span className="text-fg-muted tabular-nums">{formatDate(item.startDate)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {visiblePages({}, exists)
          .filter((page) => page.name !== 'agentAnnouncement')
          .map((page) => (
            <li key={page.name}>
              <Link
                to={consolePath(page.name) as '/agentHome'}
                className="block h-full rounded-lg border border-border bg-surface p-4 hover:border-accent focus-visible:outline-2 focus-visible:outline-accent"
              >
                <span className="block font-semibold text-fg">{c(`menu.${page.name}`)}</span>
                <span className="mt-1 block text-sm text-fg-secondary">
                  {c(`home.about.${page.name}`)}
                </span>
              </Link>
            </li>
          ))}
      </ul>
    </div>
  );
}
