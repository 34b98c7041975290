import { createFileRoute } from '@tanstack/react-router';
import { rewardsScreen } from '../-lazy-groups';

// Its view (records filter and page) lives in the address: ?kind=, ?status=, ?page=.
export const Route = createFileRoute('/member/rewardCenter')(rewardsScreen('centre', 'Centre'));
