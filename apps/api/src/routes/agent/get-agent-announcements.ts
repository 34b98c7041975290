import { agentAnnouncements } from '../../domain/announcements';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';
import { requireAgentSession } from './session';

/** The merchant's announcements to its agents, in the request's language. */
export const getAgentAnnouncements =
  (deps: HandlerDeps): Handler<'getAgentAnnouncements'> =>
  async (request) => {
    const agent = await requireAgentSession(request, deps);
    return ok(
      await deps.reader.shared((db) =>
        agentAnnouncements(db, agent.merchantId, requestLanguage(request), deps.clock()),
      ),
    );
  };
