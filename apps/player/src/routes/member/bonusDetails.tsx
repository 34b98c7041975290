import { createFileRoute } from '@tanstack/react-router';
import { rewardsScreen } from '../-lazy-groups';

// The period, source and page live in the address: ?preset=, ?from=, ?to=, ?kind=, ?page=.
export const Route = createFileRoute('/member/bonusDetails')(rewardsScreen('bonus', 'Bonus'));
