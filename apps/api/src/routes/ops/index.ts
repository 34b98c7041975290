// The handlers of the ops operations, keyed by operationId.
import type { AreaHandlers, HandlerDeps } from '../types';
import { getHealth } from './get-health';

export const opsHandlers = (deps: HandlerDeps) =>
  ({
    getHealth: getHealth(deps),
  }) satisfies AreaHandlers;
