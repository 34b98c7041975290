import { createFileRoute } from '@tanstack/react-router';
import { recordsRoute } from '../-lazy-groups';

export const Route = createFileRoute('/member/transactionHistory')({ ...recordsRoute });
