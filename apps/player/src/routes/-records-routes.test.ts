// The records routes as the router runs them (their own search schemas, loaderDeps and lazy
// loaders, in a router of their own without the member centre's sign-in guard): a bad address
// falls back to the default view instead of an error page, and the loader asks the API for the
// view again whenever the view in the address changes (not when only a detail opens).
import { createPlatformClient } from '@platform/api-client';
import { QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { Route as BetsRoute } from './member/personalHistoryCopy';
import { Route as ProfitRoute } from './member/personalProfit';
import { Route as TransactionsRoute } from './member/transactionHistory';

function recordsRouter() {
  const calls: URL[] = [];
  const api = createPlatformClient({
    baseUrl: 'http://api.test',
    merchant: 'test',
    fetch: (request) => {
      calls.push(new URL(request.url));
      return Promise.resolve(
        new Response(JSON.stringify({ success: true, value: { list: [] }, message: null }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      );
    },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const root = createRootRoute();
  // Only what the router runs before a page shows; the pages themselves are not rendered.
  const own = (route: { options: unknown }, path: string) => {
    const { validateSearch, loaderDeps, loader } = route.options as Record<string, never>;
    return createRoute({ getParentRoute: () => root, path, validateSearch, loaderDeps, loader });
  };
  const router = createRouter({
    routeTree: root.addChildren([
      own(BetsRoute, '/member/personalHistoryCopy'),
      own(TransactionsRoute, '/member/transactionHistory'),
      own(ProfitRoute, '/member/personalProfit'),
    ]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    context: { queryClient, api },
  });
  const visit = async (href: string) => {
    await router.navigate({ href });
    const match = router.state.matches.at(-1);
    return { status: match?.status, search: match?.search as Record<string, unknown> };
  };
  const asked = (path: string) =>
    calls
      .filter((url) => url.pathname.endsWith(path))
      .map((url) => Object.fromEntries(url.searchParams));
  return { visit, asked };
}

describe('records routes', () => {
  it('open the default view when the address holds bad values', async () => {
    const { visit, asked } = recordsRouter();
    const page = await visit(
      '/member/personalHistoryCopy?page=abc&pageSize=7&period=forever&sort=evil&category=NOPE&bet=-3',
    );
    expect(page.status).toBe('success');
    expect(page.search).toEqual({});
    expect(asked('accountGameBetHistory')).toEqual([
      { period: 'last7', page: '1', pageSize: '20', order: 'desc' },
    ]);
  });

  it('ask for the view again when it changes, not when a detail opens', async () => {
    const { visit, asked } = recordsRouter();
    await visit('/member/personalHistoryCopy');
    await visit('/member/personalHistoryCopy?page=2');
    await visit('/member/personalHistoryCopy?page=2&bet=55');
    await visit('/member/personalHistoryCopy?page=2&period=last30&status=SETTLED');
    expect(asked('accountGameBetHistory').map((q) => [q.page, q.period, q.status])).toEqual([
      ['1', 'last7', undefined],
      ['2', 'last7', undefined],
      ['2', 'last30', 'SETTLED'],
    ]);
  });

  it('give each records page its own view and loader', async () => {
    const { visit, asked } = recordsRouter();
    const transactions = await visit('/member/transactionHistory?kind=deposit&tx=9&kind2=x');
    expect(transactions.search).toEqual({ kind: 'deposit', tx: 9 });
    await visit('/member/transactionHistory?kind=bonus');
    const profit = await visit('/member/personalProfit?period=custom&from=2026-11-01&to=nope');
    expect(profit.status).toBe('success');
    expect(profit.search).toEqual({});
    await visit('/member/personalProfit?period=last30');
    expect(asked('/report/transaction').map((q) => q.kind)).toEqual(['deposit', 'bonus']);
    expect(asked('personalProfit').map((q) => q.period)).toEqual(['last7', 'last30']);
    expect(asked('accountGameBetHistory')).toEqual([]);
  });
});
