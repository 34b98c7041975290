import type { Middleware } from 'openapi-fetch';

export interface HeaderSource {
  merchant: string;
  device: string;
  gatewayVersion: string;
  getToken: () => string | null | undefined;
  getLanguage: () => string | null | undefined;
}

/**
 * Sets the transport headers on every call. `set` (never `append`) guarantees the
 * Merchant header is sent exactly once: upstream refuses a duplicate.
 */
export function headersMiddleware(source: HeaderSource): Middleware {
  return {
    onRequest({ request }) {
      const h = request.headers;
      h.set('Merchant', source.merchant);
      h.set('Device', source.device);
      h.set('X-Gateway-Version', source.gatewayVersion);
      const language = source.getLanguage();
      if (language) h.set('Language', language);
      const token = source.getToken();
      if (token) h.set('Authorization', token);
      else h.delete('Authorization');
      return request;
    },
  };
}
