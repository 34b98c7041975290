import { requireMerchant } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

/** Plain text, as upstream: the hexadecimal RSA modulus. */
export const getRsaKey =
  ({ keys }: HandlerDeps): Handler<'getRsaKey'> =>
  async (request, reply) => {
    const key = await keys.keyFor(requireMerchant(request).id);
    reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache');
    return key.modulusHex;
  };
