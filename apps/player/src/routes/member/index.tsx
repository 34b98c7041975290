import { createFileRoute, redirect } from '@tanstack/react-router';
import { SITE_PATHS } from '../../lib/site-paths';

// /member opens the centre's first page, the member's account.
export const Route = createFileRoute('/member/')({
  beforeLoad: () => {
    throw redirect({ to: SITE_PATHS.account as '/', replace: true });
  },
});
