import type { components } from '@platform/api-client';
import { useTranslation } from '@platform/i18n/react';
import { Button } from '@platform/ui';
import { LazyImage } from '../../components/lazy-image';
import { DEFAULT_GAME_ICON } from '../../components/default-game-icon';
import { useCdn } from '../../lib/use-cdn';
import type { Formats } from './use-formats';

type Reward = components['schemas']['PointReward'];

/** One reward: picture, type, name, what it costs and requires, what is left, and its action. */
export function RewardCard({
  reward,
  format,
  points,
  member,
  onRedeem,
}: {
  reward: Reward;
  format: Formats;
  /** The member's points; undefined for visitors or while loading. */
  points: number | undefined;
  member: boolean;
  onRedeem: () => void;
}) {
  const { t } = useTranslation('pointMall');
  const cdn = useCdn();
  const out = reward.stock === 0;
  const missing = points === undefined ? 0 : reward.pointsRequired - points;
  return (
    <li
      className="flex flex-col overflow-hidden rounded-lg border border-border bg-surface"
      data-testid="reward-card"
      data-reward-id={reward.id}
    >
      <div className="relative">
        <LazyImage
          src={cdn.image(reward.imageUrl)}
          fallback={DEFAULT_GAME_ICON}
          width={240}
          height={240}
          alt=""
          className="aspect-square w-full object-cover"
        />
        <span className="absolute start-2 top-2 rounded-full bg-bg/80 px-2 py-0.5 text-xs font-semibold text-fg">
          {t(`type.${reward.type}`)}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="font-semibold text-fg">{reward.name}</h3>
        <p className="line-clamp-2 text-xs text-fg-muted">{reward.description}</p>
        <p className="mt-1 font-display text-lg font-bold text-accent" dir="auto">
          {t('reward.points', { points: format.points(reward.pointsRequired) })}
        </p>
        {reward.value && (
          <p className="text-xs text-fg-secondary">
            {t('reward.value', { amount: format.money(reward.value) })}
          </p>
        )}
        {reward.amountRequired !== '0.00' && (
          <p className="text-xs text-fg-secondary">
            {t('reward.requires', { amount: format.money(reward.amountRequired) })}
          </p>
        )}
        <p
          className={`text-xs ${out ? 'text-danger' : 'text-fg-muted'}`}
          data-testid="reward-stock"
        >
          {reward.stock === null
            ? t('reward.unlimited')
            : out
              ? t('reward.out_of_stock')
              : t('reward.stock', { n: format.points(reward.stock) })}
        </p>
        <div className="mt-auto pt-2">
          <Button
            size="sm"
            className="w-full"
            disabled={out}
            onClick={onRedeem}
            aria-label={`${member ? t('reward.redeem') : t('reward.sign_in')}: ${reward.name}`}
          >
            {out ? t('reward.out_of_stock') : member ? t('reward.redeem') : t('reward.sign_in')}
          </Button>
          {member && missing > 0 && !out && (
            <p className="mt-1 text-center text-xs text-fg-muted">
              {t('reward.short', { points: format.points(missing) })}
            </p>
          )}
        </div>
      </div>
    </li>
  );
}
