import { createFileRoute } from '@tanstack/react-router';
import { rewardsScreen } from '../-lazy-groups';

// The leaderboard's period and ranking live in the address: ?period=, ?board=.
export const Route = createFileRoute('/member/missionLeaderboard')(
  rewardsScreen('missions', 'Missions'),
);
