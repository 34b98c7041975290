// Opening a vendor card: a direct-launch card starts its game; a lottery vendor opens its
// lottery page; any other vendor opens its category's lobby filtered to it.
import type { VendorCard } from '@platform/api-client';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { lotteryPathOf } from './categories';
import { useLaunchGame } from './use-launch-game';

const LOBBIES: Readonly<Record<string, '/rng' | '/live' | '/fish' | '/pvp'>> = {
  RNG: '/rng',
  LIVE: '/live',
  FISH: '/fish',
  PVP: '/pvp',
};

export function useOpenVendor() {
  const navigate = useNavigate();
  const { play } = useLaunchGame();
  return useCallback(
    (card: VendorCard) => {
      if (card.isGame === 'GAME' && card.nodeId) {
        play({
          nodeId: card.nodeId,
          gameName: card.displayName,
          gameType: card.gameType,
          vassalage: card.vassalage,
          maintenance: card.maintenance,
        });
        return;
      }
      if (card.gameType === 'LOTT' || card.gameType === 'ELOTT') {
        void navigate({ to: lotteryPathOf(card.vassalage) });
        return;
      }
      const lobby = LOBBIES[card.gameType];
      if (lobby) void navigate({ to: lobby, search: { vassalage: card.vassalage } });
    },
    [navigate, play],
  );
}
