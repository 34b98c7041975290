import type { components } from '@platform/api-client';
import { pointQueries } from '@platform/api-client/queries/points';
import { useApi } from '@platform/api-client/react';
import { useTranslation } from '@platform/i18n/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FilterChips } from './filter-chips';
import { REWARD_TYPES, type RewardType } from './point-mall-search';
import { RedeemDialog } from './redeem-dialog';
import { RewardCard } from './reward-card';
import { useFormats } from './use-formats';
import { useSignInFirst } from './use-sign-in-first';

type Schemas = components['schemas'];

/** The catalogue by type (chips), each reward a card; redeeming opens its dialog. */
export function RewardList({
  rewards,
  config,
  member,
  type,
  onType,
  onRedeemed,
}: {
  rewards: readonly Schemas['PointReward'][];
  config: Schemas['PointConfig'];
  member: boolean;
  type: RewardType | undefined;
  onType: (type: RewardType | undefined) => void;
  onRedeemed: () => void;
}) {
  const { t } = useTranslation('pointMall');
  const api = useApi();
  const format = useFormats(config.currencySymbol);
  const balance = useQuery({ ...pointQueries(api).balance(), enabled: member });
  const [open, setOpen] = useState<number | null>(null);
  const signIn = useSignInFirst();
  const shown = type ? rewards.filter((r) => r.type === type) : rewards;
  const chosen = rewards.find((r) => r.id === open);
  return (
    <div data-testid="reward-list">
      <FilterChips
        label={t('filter.label')}
        options={[undefined, ...REWARD_TYPES]}
        value={type}
        text={(option) => t(`filter.${option}`)}
        onChange={onType}
      />
      {shown.length === 0 ? (
        <p className="py-12 text-center text-fg-muted">{t('reward.empty')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
          {shown.map((reward) => (
            <RewardCard
              key={reward.id}
              reward={reward}
              format={format}
              points={member ? balance.data?.points : undefined}
              onRedeem={member ? () => setOpen(reward.id) : signIn}
              member={member}
            />
          ))}
        </ul>
      )}
      {chosen && balance.data && (
        <RedeemDialog
          reward={chosen}
          format={format}
          points={balance.data.points}
          onClose={() => setOpen(null)}
          onHistory={() => {
            setOpen(null);
            onRedeemed();
          }}
        />
      )}
    </div>
  );
}
