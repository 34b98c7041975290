import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  onTokenChange,
  readToken,
  takeTokenFromUrl,
  writeToken,
} from './token-storage';

describe('token storage', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('keeps the token in sessionStorage only and tells listeners', () => {
    const listener = vi.fn();
    const off = onTokenChange(listener);
    writeToken('abc');
    expect(sessionStorage.getItem('token')).toBe('abc');
    expect(localStorage.length).toBe(0);
    expect(readToken()).toBe('abc');
    expect(listener).toHaveBeenCalledWith('abc');
    off();
  });

  it('clears everything but the merchant values on logout', () => {
    sessionStorage.setItem('merchant', 'demo');
    sessionStorage.setItem('userInfo', '{}');
    writeToken('abc');
    clearSession();
    expect(readToken()).toBeNull();
    expect(sessionStorage.getItem('userInfo')).toBeNull();
    expect(sessionStorage.getItem('merchant')).toBe('demo');
  });

  it('takes a token from the URL and removes it from the address bar', () => {
    window.history.replaceState(null, '', '/rng?vassalage=PG&token=t0k#top');
    expect(takeTokenFromUrl()).toBe('t0k');
    expect(readToken()).toBe('t0k');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/rng?vassalage=PG#top',
    );
  });
});
