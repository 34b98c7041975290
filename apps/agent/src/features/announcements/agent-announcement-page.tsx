import { agentQueries } from '@platform/api-client/queries/agent';
import { useApi } from '@platform/api-client/react';
import { formatDate } from '@platform/i18n';
import { useLanguage, useTranslation } from '@platform/i18n/react';
import { QueryState } from '@platform/site';
import { SafeHtml } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';

/** agentAnnouncement: the merchant's announcements to its agents, newest first. */
export function AgentAnnouncementPage() {
  const { t } = useTranslation('agentConsole');
  const api = useApi();
  const { language } = useLanguage();
  // In the interface language: a switch asks again.
  const announcements = useQuery(agentQueries(api).announcements(language));
  const data = announcements.data;
  return (
    <div className="flex flex-col gap-4" data-testid="agent-announcements">
      <h1 className="text-2xl font-bold text-fg">{t('menu.agentAnnouncement')}</h1>
      <QueryState
        isPending={announcements.isPending}
        error={announcements.error}
        onRetry={() => void announcements.refetch()}
      />
      {!data ? null : data.list.length === 0 ? (
        <p className="text-fg-muted">{t('home.no_announcement')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {data.list.map((item) => (
            <li key={item.id}>
              <article
                aria-labelledby={`announcement-${item.id}`}
                className="rounded-lg border border-border bg-surface p-4"
                data-testid="announcement"
              >
                <h2 id={`announcement-${item.id}`} className="font-semibold text-fg" dir="auto">
                  {item.title}
                </h2>
                <p className="mt-1 text-xs text-fg-muted">
                  <time dateTime={new Date(item.startDate).toISOString()}>
                    {formatDate(item.startDate)}
                  </time>
                </p>
                <SafeHtml html={item.content} className="mt-3 text-sm text-fg-secondary" />
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
