import { rewardQueries } from '@platform/api-client/queries/rewards';
import { useApi } from '@platform/api-client/react';
import { formatNumber } from '@platform/i18n';
import { useLanguage, useTranslation } from '@platform/i18n/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Leaderboard } from './leaderboard';
import { MissionCard } from './mission-card';
import type { BoardSearch } from './reward-search';
import { Section } from './rewards-ui';

/**
 * /member/missionLeaderboard: the merchant's missions with the member's progress this period
 * (claim once complete), then the leaderboard of the day, week or month.
 */
const route = getRouteApi('/member/missionLeaderboard');

export function MissionsPage() {
  const { t } = useTranslation('rewards');
  const api = useApi();
  const { language } = useLanguage();
  const { data } = useSuspenseQuery(rewardQueries(api).missions(language));
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const onSearch = (next: BoardSearch) =>
    void navigate({
      search: { period: next.period, board: next.board },
      resetScroll: false,
    });
  return (
    <div className="flex flex-col gap-6" data-testid="missions-page">
      <header>
        <h1 className="font-display text-2xl font-bold text-fg">{t('missions.title')}</h1>
        <p className="mt-1 text-sm text-fg-secondary">{t('missions.lead')}</p>
      </header>
      <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-lg border border-border bg-border">
        <div className="bg-surface p-4">
          <dt className="text-xs text-fg-muted">{t('missions.ready')}</dt>
          <dd className="mt-1 text-xl font-bold text-fg tabular-nums" data-testid="missions-ready">
            {formatNumber(data.claimable, language)}
          </dd>
        </div>
        <div className="bg-surface p-4">
          <dt className="text-xs text-fg-muted">{t('missions.points_week')}</dt>
          <dd className="mt-1 text-xl font-bold text-fg tabular-nums" data-testid="missions-points">
            {formatNumber(data.pointsThisWeek, language)}
          </dd>
        </div>
      </dl>
      <Section title={t('missions.list')} testId="missions-list">
        {data.missions.length === 0 ? (
          <p className="text-sm text-fg-muted">{t('missions.empty')}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {data.missions.map((m) => (
              <MissionCard key={m.id} mission={m} />
            ))}
          </ul>
        )}
      </Section>
      <Leaderboard search={search} onSearch={onSearch} />
    </div>
  );
}
