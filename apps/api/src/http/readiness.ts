// Whether this process should get traffic. `starting` until the database is migrated and
// seeded, `ready` while it serves, `draining` once it was told to stop (SIGTERM): in-flight
// requests finish, the readiness check fails so a load balancer sends no more.
export type ReadyState = 'starting' | 'migrating' | 'ready' | 'draining';

export interface Readiness {
  get(): ReadyState;
  set(state: ReadyState): void;
  /** Calls `fn` once, when the state is (or first becomes) `ready`. */
  whenReady(fn: () => void): void;
}

export function createReadiness(initial: ReadyState = 'ready'): Readiness {
  let state = initial;
  let waiting: (() => void)[] = [];
  return {
    get: () => state,
    set: (next) => {
      state = next;
      if (state !== 'ready') return;
      const ready = waiting;
      waiting = [];
      for (const fn of ready) fn();
    },
    whenReady(fn) {
      if (state === 'ready') fn();
      else waiting.push(fn);
    },
  };
}
