import { describe, expect, it } from 'vitest';
import { pickHost, withHost } from './cdn';

describe('cdn hosts', () => {
  it('picks one host at random and keeps it', () => {
    const hosts = ['https://a.example/', 'https://b.example'];
    const first = pickHost(hosts, () => 0.9);
    expect(first).toBe('https://b.example');
    expect(pickHost(hosts, () => 0)).toBe(first);
    expect(pickHost([])).toBe('');
  });

  it('prefixes paths and leaves absolute URLs alone', () => {
    expect(withHost('/cdn/games/1.svg', 'https://img.example')).toBe(
      'https://img.example/cdn/games/1.svg',
    );
    expect(withHost('/cdn/games/1.svg', '')).toBe('/cdn/games/1.svg');
    expect(withHost('https://vendor.example/x.png', 'https://img.example')).toBe(
      'https://vendor.example/x.png',
    );
  });
});
