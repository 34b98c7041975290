import { lazyGroup, searchSchema } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { optionalString } from '../../../lib/search-params';

const loadCallback = lazyGroup(() => import('../../../features/auth/social-callback-page'));
const Page = lazyRouteComponent(loadCallback, 'SocialCallbackPage');

const validateSearch = searchSchema((raw): { code?: string; state?: string; error?: string } => ({
  code: optionalString(raw.code, 512),
  state: optionalString(raw.state, 256),
  error: optionalString(raw.error, 256),
}));

export const Route = createFileRoute('/oauth/callback/$provider')({
  validateSearch,
  component: function SocialCallback() {
    const { provider } = Route.useParams();
    const search = Route.useSearch();
    return <Page provider={provider} {...search} />;
  },
});
