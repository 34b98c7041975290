// What a route loader knows about the visit before anything renders: the language the pages
// will ask in, and whether a real (not trial) member is signed in.
import type { SystemStatus } from '@platform/api-client';
import { memberQueries } from '@platform/api-client/queries/member';
import { systemKeys } from '@platform/api-client/queries/system';
import { isTrialType, readToken } from '@platform/auth';
import { type LanguageCode, pickInitialLanguage, resolveSiteLanguages } from '@platform/i18n';
import type { SiteRouterContext as RouterContext } from '@platform/site';

/**
 * The interface language, picked the way boot picks it: the stored choice when the site
 * offers it, else the site's default. A language switch stores the new choice.
 */
export function routeLanguage({ queryClient }: RouterContext): LanguageCode {
  const status = queryClient.getQueryData<SystemStatus>(systemKeys.status());
  return pickInitialLanguage(
    resolveSiteLanguages({
      supportLanguages: status?.info.supportLanguages ?? [],
      defaultLang: status?.info.defaultLang ?? 'EN',
    }),
  );
}

/** What a screen's loader is called with (the router passes more; these are what loaders read). */
export interface LoaderArgs {
  context: RouterContext;
}

export interface RouteSession {
  isLoggedIn: boolean;
  /** Signed in with a real-money account (not a trial one). */
  isMember: boolean;
}

/** Who is signed in, as `useSession` will say once member info is loaded. */
export async function routeSession({ queryClient, api }: RouterContext): Promise<RouteSession> {
  if (!readToken()) return { isLoggedIn: false, isMember: false };
  const member = await queryClient.ensureQueryData(memberQueries(api).info()).catch(() => null);
  return { isLoggedIn: true, isMember: !isTrialType(member?.type) };
}
