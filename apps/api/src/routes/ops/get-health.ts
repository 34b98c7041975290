import type { Handler, HandlerDeps } from '../types';

/** Liveness: the process answers. The database and migrations are the readiness check's. */
export const getHealth =
  ({ database }: HandlerDeps): Handler<'getHealth'> =>
  async () => ({ status: 'ok', database: database.kind });
