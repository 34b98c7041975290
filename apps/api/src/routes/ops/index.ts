// The handlers of the ops operations, keyed by operationId.
import type { AreaHandlers, HandlerDeps } from '../types';
import { getHealth } from './get-health';
import { getReadiness } from './get-readiness';

export const opsHandlers = (deps: HandlerDeps) =>
  ({
    getHealth: getHealth(deps),
    getReadiness: getReadiness(deps),
  }) satisfies AreaHandlers;
