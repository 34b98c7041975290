import { lazyGroup } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';

const loadCallback = lazyGroup(() => import('../../../features/auth/social-callback-page'));
const Page = lazyRouteComponent(loadCallback, 'SocialCallbackPage');

const searchSchema = z.object({
  code: z.string().max(512).optional().catch(undefined),
  state: z.string().max(256).optional().catch(undefined),
  error: z.string().max(256).optional().catch(undefined),
});

export const Route = createFileRoute('/oauth/callback/$provider')({
  validateSearch: searchSchema,
  component: function SocialCallback() {
    const { provider } = Route.useParams();
    const search = Route.useSearch();
    return <Page provider={provider} {...search} />;
  },
});
