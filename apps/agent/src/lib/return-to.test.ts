import { describe, expect, it } from 'vitest';
import { afterSignIn, consoleTarget, parseLandingSearch } from './return-to';

describe('return to the console page after sign-in', () => {
  it('keeps a console address with its search', () => {
    const link = '/agentHome/downlineManagmentView?sort=balance&order=desc';
    expect(consoleTarget(link)).toBe(link);
    expect(parseLandingSearch({ redirect: link })).toEqual({ redirect: link });
    expect(afterSignIn({ redirect: link })).toBe(link);
  });

  it('refuses anything that is not a console page', () => {
    for (const bad of [
      'https://evil.example/agentHome',
      '//evil.example/agentHome',
      '/\\evil.example/agentHome',
      '/agentHomeX',
      '/agent',
      '/login',
      'agentHome',
      42,
      undefined,
    ]) {
      expect(consoleTarget(bad), String(bad)).toBeUndefined();
      expect(afterSignIn({ redirect: bad as string })).toBe('/agentHome');
    }
    expect(parseLandingSearch({ redirect: '/agentHome' })).toEqual({});
    expect(parseLandingSearch({ redirect: '/elsewhere' })).toEqual({});
  });

  it('normalises dot segments before checking the path', () => {
    expect(consoleTarget('/agentHome/../login')).toBeUndefined();
    expect(consoleTarget('/agentHome/./agentRevenueReport')).toBe('/agentHome/agentRevenueReport');
  });
});
