import type { components } from '@platform/api-client/schema';
import { parseAmount } from '../../domain/cashier';
import {
  type Period,
  playLimitsOf,
  realityCheckOf,
  setPlayLimits as setLimits,
  setRealityCheck as setInterval,
  startPlayBreak as startBreak,
} from '../../domain/responsible-gaming';
import { ok } from '../../http/envelope';
import type { Handler, HandlerDeps } from '../types';
import { accountMember } from './member';

type LimitsInput = components['schemas']['DepositLimitsRequest'];

/** Amounts as typed, each mistake with its own code (as deposits do); null = no limit. */
const parsed = (set: LimitsInput): Record<Period, bigint | null> => ({
  daily: set.daily === null ? null : parseAmount(set.daily),
  weekly: set.weekly === null ? null : parseAmount(set.weekly),
  monthly: set.monthly === null ? null : parseAmount(set.monthly),
});

export const getPlayLimits =
  (deps: HandlerDeps): Handler<'getPlayLimits'> =>
  async (request, reply) => {
    const { member } = await accountMember(request, deps);
    reply.header('cache-control', 'no-store');
    return ok(await playLimitsOf(deps.db, member.id, deps.clock()));
  };

export const setPlayLimits =
  (deps: HandlerDeps): Handler<'setPlayLimits'> =>
  async (request) => {
    const { member } = await accountMember(request, deps);
    const wanted = { loss: parsed(request.body.loss), wager: parsed(request.body.wager) };
    return ok(await setLimits(deps.db, member.id, wanted, deps.clock()));
  };

export const getRealityCheck =
  (deps: HandlerDeps): Handler<'getRealityCheck'> =>
  async (request, reply) => {
    const { session } = await accountMember(request, deps);
    reply.header('cache-control', 'no-store');
    return ok(await realityCheckOf(deps.db, session.member.id, session.sessionId));
  };

export const setRealityCheck =
  (deps: HandlerDeps): Handler<'setRealityCheck'> =>
  async (request) => {
    const { session } = await accountMember(request, deps);
    await setInterval(deps.db, session.member.id, request.body.intervalMinutes);
    return ok(await realityCheckOf(deps.db, session.member.id, session.sessionId));
  };

export const startPlayBreak =
  (deps: HandlerDeps): Handler<'startPlayBreak'> =>
  async (request) => {
    const { member } = await accountMember(request, deps);
    return ok(await startBreak(deps.db, member, request.body, deps.clock()));
  };
