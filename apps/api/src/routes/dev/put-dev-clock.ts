import { ok } from '../../http/envelope';
import { notFound } from '../../domain/kernel';
import type { Handler, HandlerDeps } from '../types';

export const putDevClock =
  ({ devClock }: HandlerDeps): Handler<'putDevClock'> =>
  async (request) => {
    if (!devClock) throw notFound();
    devClock.setOffset(request.body.offsetMs);
    return ok({ offsetMs: devClock.offset(), now: devClock.clock() });
  };
