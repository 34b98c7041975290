// The handlers of the agent operations, keyed by operationId.
import type { AreaHandlers, HandlerDeps } from '../types';
import { checkAffiliate } from './check-affiliate';

export const agentHandlers = (deps: HandlerDeps) =>
  ({
    checkAffiliate: checkAffiliate(deps),
  }) satisfies AreaHandlers;
