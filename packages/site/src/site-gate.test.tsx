import { createPlatformClient, type SystemStatus } from '@platform/api-client';
import { obfuscatePath } from '@platform/api-client/crypto';
import { createI18n } from '@platform/i18n';
import { I18nextProvider } from '@platform/i18n/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiProvider } from '@platform/api-client/react';
import { SiteGate } from './site-gate';

// The gate's screens are a lazy chunk: load (transform) it once before the tests, so a busy
// machine's first import does not outlast the queries' one-second wait.
beforeAll(async () => {
  await import('./screens/gate-screens');
});

function statusOf(overrides: Partial<SystemStatus>): SystemStatus {
  return {
    status: 0,
    maintenance: false,
    regionRestriction: false,
    maintenanceInfo: null,
    location: { ip: '203.0.113.66', countryCode: null },
    info: {
      siteName: 'Royal Demo',
      theme: null,
      supportLanguages: ['EN'],
      defaultLang: 'EN',
      customerService: [
        {
          csType: 'TELEGRAM',
          name: 'Telegram',
          path: obfuscatePath('https://t.me/demo', 'Ab12Cd34'),
        },
      ],
      domainRoute: [],
      resources: [],
      whitelabel: [],
      register: {},
      mainDomain: 'demo.test',
      timeZone: 'Asia/Shanghai',
      analytics: { gtagId: null },
      imageCDNs: [],
      launchGameCDNs: [],
      siteAddresses: { player: null, agentConsole: null },
    },
    ...overrides,
  };
}

async function renderGate(respond: () => Response) {
  const api = createPlatformClient({
    baseUrl: 'http://api.test',
    merchant: 'demo',
    fetch: async () => respond(),
  });
  const i18n = await createI18n({ language: 'EN', namespaces: ['common', 'errors'] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ApiProvider api={api}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <SiteGate>
            <p>the app</p>
          </SiteGate>
        </I18nextProvider>
      </QueryClientProvider>
    </ApiProvider>,
  );
}

const envelope = (value: unknown) =>
  new Response(JSON.stringify({ success: true, value, message: null, errorCode: null }), {
    headers: { 'content-type': 'application/json' },
  });

afterEach(cleanup);

describe('SiteGate', () => {
  it('renders the app when the site is open', async () => {
    await renderGate(() => envelope(statusOf({})));
    expect(await screen.findByText('the app')).toBeTruthy();
  });

  it('renders the maintenance screen with its end time and a customer-service button', async () => {
    const endTime = Date.UTC(2026, 11, 1, 8, 30);
    await renderGate(() =>
      envelope(
        statusOf({
          status: 1,
          maintenance: true,
          maintenanceInfo: { title: null, content: null, endTime },
        }),
      ),
    );
    expect(await screen.findByRole('heading', { name: 'System maintenance' })).toBeTruthy();
    // In the merchant's zone with its offset, whatever the browser's zone.
    expect(screen.getByTestId('maintenance-end').textContent).toBe(
      'Expected to end at \u20662026-12-01 16:30:00 GMT+08:00\u2069',
    );
    expect(screen.getByRole('button', { name: 'Customer service' })).toBeTruthy();
    expect(screen.queryByText('the app')).toBeNull();
  });

  it('renders the region screen with the visitor IP', async () => {
    await renderGate(() => envelope(statusOf({ status: 2, regionRestriction: true })));
    expect(await screen.findByRole('heading', { name: 'Access restricted' })).toBeTruthy();
    expect(screen.getByTestId('visitor-ip').textContent).toBe('Your IP address: 203.0.113.66');
  });

  it('shows the network error text and a retry when the status cannot be read', async () => {
    const api = () => {
      throw new TypeError('fetch failed');
    };
    await renderGate(api);
    expect(await screen.findByText('Network link is abnormal, please try again')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
