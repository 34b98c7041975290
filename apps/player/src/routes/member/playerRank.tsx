import { createFileRoute } from '@tanstack/react-router';
import { loyaltyScreen } from '../-lazy-groups';

export const Route = createFileRoute('/member/playerRank')(loyaltyScreen('vip', 'Vip'));
