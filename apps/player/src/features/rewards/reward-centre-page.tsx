import { rewardQueries } from '@platform/api-client/queries/rewards';
import { useApi } from '@platform/api-client/react';
import { useLanguage, useTranslation } from '@platform/i18n/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { OfferCard } from './offer-card';
import { RewardRecords } from './reward-records';
import type { RecordsSearch } from './reward-search';
import { Section } from './rewards-ui';
import { useMarkRewardsSeen } from './rewards.mutations';
import { WageringCard } from './wagering-card';

/**
 * /member/rewardCenter: what the member can claim (promotions and activities, with the spec's
 * statuses), the missions waiting, the wagering left before a withdrawal, and every reward
 * received. Opening it marks the claimable items seen, which clears the rewards badge.
 */
const route = getRouteApi('/member/rewardCenter');

export function RewardCentrePage() {
  const { t } = useTranslation('rewards');
  const api = useApi();
  const { language } = useLanguage();
  const { data: centre } = useSuspenseQuery(rewardQueries(api).centre(language));
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const seen = useMarkRewardsSeen();
  const unseen = centre.badges.rewards > 0;
  const { mutate: markSeen } = seen;
  useEffect(() => {
    if (unseen) markSeen();
  }, [unseen, markSeen]);
  const onSearch = (next: RecordsSearch) =>
    void navigate({
      search: {
        ...(next.page > 1 ? { page: next.page } : {}),
        ...(next.kind ? { kind: next.kind } : {}),
        ...(next.status ? { status: next.status } : {}),
      },
      resetScroll: false,
    });
  const ready = centre.missions.claimable;
  return (
    <div className="flex flex-col gap-6" data-testid="reward-centre">
      <header>
        <h1 className="font-display text-2xl font-bold text-fg">{t('centre.title')}</h1>
        <p className="mt-1 text-sm text-fg-secondary">{t('centre.lead')}</p>
      </header>
      <div className="grid gap-4 lg:grid-cols-2">
        <WageringCard wagering={centre.wagering} />
        <Section title={t('missions.title')} testId="centre-missions">
          <p className="text-sm text-fg">
            {ready > 0 ? t('centre.missions_ready', { count: ready }) : t('centre.missions_none')}
          </p>
          <Link
            to="/member/missionLeaderboard"
            className="mt-3 inline-block text-sm font-semibold text-accent underline"
          >
            {t('centre.missions_link')}
          </Link>
        </Section>
      </div>
      <Section title={t('centre.offers')} testId="reward-offers">
        {centre.offers.length === 0 ? (
          <p className="text-sm text-fg-muted">{t('centre.offers_empty')}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {centre.offers.map((offer) => (
              <OfferCard key={offer.id} offer={offer} />
            ))}
          </ul>
        )}
      </Section>
      <RewardRecords search={search} onSearch={onSearch} />
    </div>
  );
}
