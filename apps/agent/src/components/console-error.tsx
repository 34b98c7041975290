// A console screen that could not be shown: the reason, and always a way out of it. A request
// the server refused (a period it does not accept, a downline outside the team) fails the same
// way every time, so it gets no Retry: it gets the way back to the page's default view (the
// list without filters), or to the agent centre when that view is the one failing. A failure
// that may pass (no network, a server error) also gets a Retry.
import { isApiError } from '@platform/api-client';
import { useTranslation } from '@platform/i18n/react';
import { isChunkLoadError, RouteError } from '@platform/site';
import { Button } from '@platform/ui';
import { type ErrorComponentProps, Link, useLocation, useRouter } from '@tanstack/react-router';
import { agentErrorMessage } from './agent-error';

const HOME = '/agentHome';

/** A request the server refused for what it asked (4xx): asking again cannot succeed. */
const refused = (error: unknown) => isApiError(error) && error.status >= 400 && error.status < 500;

/** Where a failing view leads back to: its default view, or the agent centre (null there). */
function useWayBack(): { to: string; filtered: boolean } | null {
  const { pathname, searchStr } = useLocation();
  const filtered = searchStr !== '' && searchStr !== '?';
  if (filtered) return { to: pathname, filtered };
  return pathname.replace(/\/$/, '') === HOME ? null : { to: HOME, filtered };
}

/** The way back from a failing view, as a link (nothing on the agent centre itself). */
export function WayBack({ onLeave }: { onLeave?: () => void }) {
  const { t } = useTranslation('agentConsole');
  const back = useWayBack();
  if (!back) return null;
  return (
    <Link
      to={back.to}
      search={{}}
      onClick={onLeave}
      className="font-medium text-accent underline-offset-2 hover:underline"
      data-testid="way-back"
    >
      {t(back.filtered ? 'errors.back_to_list' : 'errors.back_to_home')}
    </Link>
  );
}

/** Error boundary of the console's routes (a failed loader or screen). */
export function ConsoleRouteError(props: ErrorComponentProps) {
  const { error, reset } = props;
  const router = useRouter();
  const { t } = useTranslation('agentConsole');
  const { t: common } = useTranslation('common');
  const back = useWayBack();
  // A screen whose code failed to load: the shared view reloads the page.
  if (isChunkLoadError(error)) return <RouteError {...props} />;
  // Asking again is offered when it may succeed, or when there is no other way.
  const retryable = !refused(error) || !back;
  const retry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <div
      role="alert"
      className="mx-auto my-16 flex max-w-md flex-col items-center gap-3 text-center"
      data-testid="route-error"
    >
      <p className="text-fg-secondary">{agentErrorMessage(error, t)}</p>
      <div className="flex flex-wrap items-center justify-center gap-4">
        {retryable && <Button onClick={retry}>{common('status.retry')}</Button>}
        <WayBack onLeave={reset} />
      </div>
    </div>
  );
}
