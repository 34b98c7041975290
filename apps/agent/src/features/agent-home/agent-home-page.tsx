import { contentQueries } from '@platform/api-client/queries/content';
import { memberQueries } from '@platform/api-client/queries/member';
import { useApi } from '@platform/api-client/react';
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
  const notices = useQuery(contentQueries(api).announcements({ types: ['PL'], language }));
  const exists = useCallback((path: string) => path in router.routesByPath, [router]);
  const name = member.nickname || member.account;
  const items = notices.data?.player ?? [];
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
        <h2 id="agent-announcement" className="font-semibold text-fg">
          {c('menu.agentAnnouncement')}
        </h2>
        {items.length === 0 ? (
          <p className="mt-2 text-sm text-fg-muted">{c('home.no_announcement')}</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-1 text-sm text-fg-secondary">
            {items.slice(0, 5).map((item) => (
              <li key={item.id} dir="auto">
                {item.title}
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
