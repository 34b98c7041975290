// The side menu, the bottom navigation and the header's member menu follow the merchant's
// module switches: each entry with a switch is shown while it is on and gone while it is
// off. The site status comes from a fake server through the real client and query cache;
// the router, the session and the translations are stubbed.
import type { SystemStatus } from '@platform/api-client';
import { ApiProvider } from '@platform/api-client/react';
import { errorResponse, fakePlatform, okResponse } from '@platform/api-client/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SITE_PATHS } from '../../lib/site-paths';
import { AvatarMenu } from './avatar-menu';
import { BottomNav } from './bottom-nav';
import { SideMenuContent } from './side-menu-content';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, search, children, className }: Record<string, unknown>) => (
    <a
      href={`${String(to)}${search ? `?${new URLSearchParams(search as Record<string, string>)}` : ''}`}
      className={className as string}
    >
      {children as ReactNode}
    </a>
  ),
  // Every page of the menus exists: only the switches decide.
  useRouter: () => ({ routesByPath: new Proxy({}, { has: () => true }) }),
}));
vi.mock('@platform/i18n/react', () => ({
  useTranslation: () => ({ t: (key: string) => key }),
  useLanguage: () => ({ language: 'EN' }),
  LanguageSelect: () => null,
}));
const session = vi.hoisted(() => ({
  value: { isLoggedIn: true, isTrial: false, isAgent: false, member: undefined as unknown },
}));
vi.mock('@platform/auth', () => ({ useSession: () => session.value }));

const status = (switches: Record<string, boolean>): SystemStatus =>
  ({
    maintenance: false,
    regionRestriction: false,
    location: { countryCode: null },
    info: {
      customerService: [],
      siteAddresses: { player: null, agentConsole: null },
      whitelabel: Object.entries(switches).map(([modId, on]) => ({
        modId,
        enabled: on ? '1' : '0',
        childrenNodes: [],
      })),
    },
  }) as unknown as SystemStatus;

function renderWith(ui: ReactNode, switches: Record<string, boolean>) {
  const { api } = fakePlatform((path) =>
    path.endsWith('/wps/system/status') ? okResponse(status(switches)) : errorResponse('none'),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ApiProvider api={api}>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </ApiProvider>,
  );
}

const link = (href: string) => document.querySelector(`a[href="${href}"]`);

afterEach(() => cleanup());

// Each entry of the side menu with its switch, as the member sees it.
const SIDE_ENTRIES: [string, string][] = [
  ['/rng?classify=HOT', 'GAMELOHOT3'],
  [SITE_PATHS.favorites, 'GAMELOFAV3'],
  [SITE_PATHS.recent, 'GAMELOREC3'],
  [SITE_PATHS.promotions, 'REWCEN3'],
  [SITE_PATHS.pointMall, 'PTSYS3'],
  [SITE_PATHS.missions, 'REWCEN3'],
  [SITE_PATHS.rebate, 'MANUALREBATE3'],
  [SITE_PATHS.rewards, 'REWCEN3'],
  [SITE_PATHS.vip, 'PLAYERRANK3'],
  ['/feedback', 'FEEDBACK3'],
];

describe('side menu entries by module switch', () => {
  it.each(SIDE_ENTRIES)('%s is shown with %s on', async (href, modId) => {
    // Another entry's switch is off: once it is gone, the status has arrived.
    const [otherHref, otherModule] =
      modId === 'GAMELOHOT3'
        ? [SITE_PATHS.recent, 'GAMELOREC3']
        : ['/rng?classify=HOT', 'GAMELOHOT3'];
    renderWith(<SideMenuContent />, { [modId]: true, [otherModule]: false });
    await vi.waitFor(() => expect(link(otherHref)).toBeNull());
    expect(link(href)).not.toBeNull();
  });

  it.each(SIDE_ENTRIES)('%s is gone with %s off', async (href, modId) => {
    renderWith(<SideMenuContent />, { [modId]: false });
    // The status arrives after the first render: wait for the entry to go.
    await vi.waitFor(() => expect(link(href)).toBeNull());
    // Entries under other switches stay.
    expect(link(SITE_PATHS.help)).not.toBeNull();
  });
});

describe('the chat room entry', () => {
  it('follows CBS3', async () => {
    renderWith(<SideMenuContent />, { CBS3: true, GAMELOHOT3: false });
    await vi.waitFor(() => expect(link('/rng?classify=HOT')).toBeNull());
    expect(screen.queryByText('info.chat')).not.toBeNull();
    cleanup();
    renderWith(<SideMenuContent />, { CBS3: false });
    await vi.waitFor(() => expect(screen.queryByText('info.chat')).toBeNull());
    expect(screen.queryByText('info.notices')).not.toBeNull();
  });
});

describe('bottom navigation entries by module switch', () => {
  it.each([
    [SITE_PATHS.favorites, 'GAMELOFAV3'],
    [SITE_PATHS.recent, 'GAMELOREC3'],
  ])('%s follows %s', async (href, modId) => {
    renderWith(<BottomNav />, { [modId]: true });
    expect(link(href)).not.toBeNull();
    cleanup();
    renderWith(<BottomNav />, { [modId]: false });
    await vi.waitFor(() => expect(link(href)).toBeNull());
    expect(link('/')).not.toBeNull();
  });
});

describe('header member menu entries by module switch', () => {
  it.each([
    [SITE_PATHS.deposit, 'DEPOSIT3'],
    [SITE_PATHS.withdraw, 'WITHDRAW3'],
    [SITE_PATHS.messages, 'INBOX3'],
  ])('%s follows %s', async (href, modId) => {
    renderWith(<AvatarMenu />, { [modId]: true });
    fireEvent.click(screen.getByTestId('avatar-menu'));
    await vi.waitFor(() => expect(link(href)).not.toBeNull());
    cleanup();
    renderWith(<AvatarMenu />, { [modId]: false });
    fireEvent.click(screen.getByTestId('avatar-menu'));
    await vi.waitFor(() => expect(link(href)).toBeNull());
    expect(link(SITE_PATHS.account)).not.toBeNull();
  });
});
