// Pictures of points-mall rewards, drawn like the game icons: a motif of the reward's type
// (coins and notes for cash, gifts and gems for bonuses, gadgets for items), a palette, a
// frame and a short title, chosen by the reward's design number.
import { gameIconSvg } from './game-icon';

export interface RewardArt {
  id: number;
  type: 'cash' | 'bonus' | 'item';
  art: number;
  label: string;
}

export const rewardImageSvg = (reward: RewardArt): string =>
  gameIconSvg({
    id: reward.id,
    vendorCode: '',
    category: `REWARD_${reward.type.toUpperCase()}`,
    art: reward.art,
    name: reward.label,
  });
