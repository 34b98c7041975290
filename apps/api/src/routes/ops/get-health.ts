import { AppError } from '../../domain/shared';
import type { Handler, HandlerDeps } from '../types';

export const getHealth =
  ({ database }: HandlerDeps): Handler<'getHealth'> =>
  async (request) => {
    try {
      await database.ping();
    } catch (err) {
      request.log.error({ err }, 'database ping failed');
      throw new AppError(503, 'system.not.available', 'The database does not answer');
    }
    return { status: 'ok', database: database.kind };
  };
