import { createPlatformClient } from '@platform/api-client';
import { ApiProvider } from '@platform/api-client/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readToken, writeToken } from './token-storage';
import { useLogout } from './logout.mutations';
import { useSession } from './use-session';
import { isFirstLogin, useSignIn } from './use-sign-in';

const envelope = (value: unknown, status = 200) =>
  new Response(
    JSON.stringify({
      success: status === 200,
      value,
      message: null,
      errorCode: status === 200 ? null : 'x',
    }),
    {
      status,
      headers: { 'content-type': 'application/json' },
    },
  );

function setup(respond: (req: Request) => Response) {
  const calls: Request[] = [];
  const api = createPlatformClient({
    baseUrl: 'http://api.test',
    merchant: 'demo',
    getToken: readToken,
    fetch: async (req) => {
      calls.push(req);
      return respond(req);
    },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['system', 'status'], { status: 0 });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiProvider api={api}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ApiProvider>
  );
  return { calls, queryClient, wrapper };
}

const agent = { id: 7, account: 'boss', nickname: null, type: 41, regDate: 0, mobile: null };

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe('useSession', () => {
  it('is signed out without a token and asks nothing of the server', () => {
    const { calls, wrapper } = setup(() => envelope(agent));
    const { result } = renderHook(() => useSession(), { wrapper });
    expect(result.current).toMatchObject({ isLoggedIn: false, member: undefined, isAgent: false });
    expect(calls).toHaveLength(0);
  });

  it('loads the member once signed in and derives the agent flag', async () => {
    const { wrapper, calls } = setup(() => envelope(agent));
    const { result } = renderHook(() => ({ session: useSession(), signIn: useSignIn() }), {
      wrapper,
    });
    act(() => result.current.signIn('tok-1'));
    await waitFor(() => expect(result.current.session.member?.account).toBe('boss'));
    expect(result.current.session).toMatchObject({
      isLoggedIn: true,
      isAgent: true,
      isTrial: false,
    });
    expect(calls[0]?.headers.get('Authorization')).toBe('tok-1');
    expect(isFirstLogin()).toBe(false);
  });

  it('remembers a first sign-in for the session, and forgets it at sign-out', async () => {
    const { wrapper } = setup(() => envelope(null));
    const { result } = renderHook(() => ({ signIn: useSignIn(), logout: useLogout() }), {
      wrapper,
    });
    act(() => result.current.signIn('tok-f', { firstTimeLogin: true }));
    expect(isFirstLogin()).toBe(true);
    await act(() => result.current.logout.mutateAsync());
    expect(isFirstLogin()).toBe(false);
  });
});

describe('useLogout', () => {
  it('revokes on the server, clears storage but the merchant, drops session data, keeps site data', async () => {
    const { wrapper, calls, queryClient } = setup(() => envelope(null));
    writeToken('tok-2');
    sessionStorage.setItem('merchant', 'demo');
    queryClient.setQueryData(['member', 'info'], agent);
    const { result } = renderHook(() => useLogout(), { wrapper });
    await act(() => result.current.mutateAsync());
    expect(calls.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      'DELETE /wps/session/logout',
    ]);
    expect(calls[0]?.headers.get('Authorization')).toBe('tok-2');
    expect(readToken()).toBeNull();
    expect(sessionStorage.getItem('merchant')).toBe('demo');
    expect(queryClient.getQueryData(['member', 'info'])).toBeUndefined();
    expect(queryClient.getQueryData(['system', 'status'])).toEqual({ status: 0 });
  });

  it('leaves the signed-in screen with the token gone and the session data still cached', async () => {
    const { wrapper, queryClient } = setup(() => envelope(null));
    writeToken('tok-4');
    queryClient.setQueryData(['member', 'info'], agent);
    const seen: unknown[] = [];
    const leave = async () => {
      seen.push(readToken(), queryClient.getQueryData(['member', 'info']));
    };
    const { result } = renderHook(() => useLogout(), { wrapper });
    await act(() => result.current.mutateAsync(leave));
    expect(seen).toEqual([null, agent]);
    expect(queryClient.getQueryData(['member', 'info'])).toBeUndefined();
  });

  it('still signs out locally when the server cannot be reached', async () => {
    const { wrapper } = setup(() => {
      throw new TypeError('offline');
    });
    writeToken('tok-3');
    const { result } = renderHook(() => useLogout(), { wrapper });
    await act(() => result.current.mutateAsync().catch(() => undefined));
    expect(readToken()).toBeNull();
  });

  it('does nothing on the server without a session', async () => {
    const respond = vi.fn(() => envelope(null));
    const { wrapper, calls } = setup(respond);
    const { result } = renderHook(() => useLogout(), { wrapper });
    await act(() => result.current.mutateAsync());
    expect(calls).toHaveLength(0);
  });
});
