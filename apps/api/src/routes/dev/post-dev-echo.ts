import { ok } from '../../http/envelope';
import type { Handler, HandlerDeps } from '../types';

/** The body arrives decrypted and validated (src/plugins/encryption.ts); echo it. */
export const postDevEcho =
  (_deps: HandlerDeps): Handler<'postDevEcho'> =>
  async (request) =>
    ok(request.body);
