import { AppError } from '../../domain/kernel';
import type { Handler, HandlerDeps } from '../types';

const NOT_READY: Record<string, string> = {
  starting: 'The service is starting',
  migrating: 'The database migrations are running',
  draining: 'The service is shutting down',
};

/** Ready for traffic: migrated, not draining, and the database answers. */
export const getReadiness =
  ({ database, readiness }: HandlerDeps): Handler<'getReadiness'> =>
  async (request) => {
    const state = readiness.get();
    if (state !== 'ready') {
      throw new AppError(503, 'system.not.available', NOT_READY[state] ?? 'Not ready');
    }
    try {
      await database.ping();
    } catch (err) {
      request.log.error({ err }, 'database ping failed');
      throw new AppError(503, 'system.not.available', 'The database does not answer');
    }
    return { status: 'ready', database: database.kind };
  };
