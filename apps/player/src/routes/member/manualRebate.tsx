import { createFileRoute } from '@tanstack/react-router';
import { loyaltyScreen } from '../-lazy-groups';

// The rebate records' page lives in the address: ?page=.
export const Route = createFileRoute('/member/manualRebate')(loyaltyScreen('rebate', 'Rebate'));
