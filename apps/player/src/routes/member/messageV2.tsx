import {
  createFileRoute,
  lazyRouteComponent,
  useNavigate,
  useSearch,
} from '@tanstack/react-router';
import { lazyLoader, loadCashier } from '../-lazy-groups';

const MessagesScreen = lazyRouteComponent(loadCashier, 'MessagesPage');

// ?page= and ?open= keep the inbox page and the open message in the address (back works).
export const Route = createFileRoute('/member/messageV2')({
  validateSearch: (raw: Record<string, unknown>): { page: number; open?: number } => {
    const page = Math.floor(Number(raw.page));
    const open = Math.floor(Number(raw.open));
    return {
      page: Number.isFinite(page) && page >= 1 ? page : 1,
      ...(Number.isFinite(open) && open >= 1 && { open }),
    };
  },
  loader: lazyLoader(loadCashier, 'messages'),
  component: function Messages() {
    const { page, open } = useSearch({ from: '/member/messageV2' });
    const navigate = useNavigate({ from: '/member/messageV2' });
    return (
      <MessagesScreen page={page} open={open} onNavigate={(search) => void navigate({ search })} />
    );
  },
});
