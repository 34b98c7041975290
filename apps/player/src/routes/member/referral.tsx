import { createFileRoute } from '@tanstack/react-router';
import { referralRoute } from '../-lazy-groups';

export const Route = createFileRoute('/member/referral')(referralRoute);
