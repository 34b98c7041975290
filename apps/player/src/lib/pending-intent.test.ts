import { afterEach, describe, expect, it } from 'vitest';
import { forgetIntent, rememberIntent, takeIntent } from './pending-intent';

describe('pending intent', () => {
  afterEach(() => forgetIntent());

  it('is handed back once', () => {
    rememberIntent({
      returnTo: '/rng?page=2',
      action: { kind: 'play', target: { nodeId: '7', gameName: 'G' } },
    });
    expect(takeIntent()).toEqual({
      returnTo: '/rng?page=2',
      action: { kind: 'play', target: { nodeId: '7', gameName: 'G' } },
    });
    expect(takeIntent()).toBeNull();
  });

  it('is gone once forgotten', () => {
    rememberIntent({ returnTo: '/lottery' });
    forgetIntent();
    expect(takeIntent()).toBeNull();
  });
});
