// Where a signed-out visitor was going: a console address (path and search) carried in the
// landing's `redirect` search param, so a shared link still shows its view after sign-in.
// Only the console's own pages are accepted: anything else (another site, another app's page,
// a malformed value) falls back to the agent centre.

export const AGENT_HOME = '/agentHome';
const BASE = 'http://console.invalid';

/** The console address in `raw` (path, search and hash), or undefined when it is not one. */
export function consoleTarget(raw: unknown): string | undefined {
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//')) return undefined;
  if (raw.length > 2000 || raw.includes('\\')) return undefined;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE) return undefined;
  if (url.pathname !== AGENT_HOME && !url.pathname.startsWith(`${AGENT_HOME}/`)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The landing's search params: the page to open after sign-in, when there is one. */
export function parseLandingSearch(raw: Record<string, unknown>): { redirect?: string } {
  const target = consoleTarget(raw.redirect);
  // The agent centre itself is where sign-in leads anyway: one address for the landing.
  return target && target !== AGENT_HOME ? { redirect: target } : {};
}

/** Where sign-in leads: the page the visitor was going to, or the agent centre. */
export function afterSignIn(search: { redirect?: string }): string {
  return consoleTarget(search.redirect) ?? AGENT_HOME;
}
