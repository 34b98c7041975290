import createClient, { type Client } from 'openapi-fetch';
import { unwrap } from './envelope';
import type { paths } from './generated/schema';
import { encryptionMiddleware } from './middleware/encryption';
import { headersMiddleware } from './middleware/headers';
import { sessionMiddleware } from './middleware/session';
import { createTimedFetch } from './middleware/timed-fetch';

export type PlatformClient = Client<paths>;

export interface PlatformClientOptions {
  /** Origin of the platform; '' means the app's own origin (the apps proxy /wps and /lgw). */
  baseUrl?: string;
  /** White-label merchant code, sent as the Merchant header. */
  merchant: string;
  /** The raw session token, if any. */
  getToken?: () => string | null | undefined;
  /** The interface language code (EN, CN, AR…). */
  getLanguage?: () => string | null | undefined;
  /** Called on every HTTP 401. */
  onSessionExpired?: () => void;
  device?: string;
  /** Time limit of one call; default 30 s. */
  timeoutMs?: number;
  fetch?: (input: Request) => Promise<Response>;
}

export const GATEWAY_VERSION = '3';

export function createPlatformClient(options: PlatformClientOptions): PlatformClient {
  const baseFetch = options.fetch ?? ((input: Request) => globalThis.fetch(input));
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? '',
    fetch: createTimedFetch(baseFetch, options.timeoutMs ?? 30_000),
  });

  let modulus: Promise<string> | null = null;
  const getModulus = () => {
    modulus ??= unwrap(client.GET('/wps/session/key/rsa', { parseAs: 'text' })).catch((error) => {
      modulus = null;
      throw error;
    });
    return modulus;
  };

  client.use(
    headersMiddleware({
      merchant: options.merchant,
      device: options.device ?? 'web',
      gatewayVersion: GATEWAY_VERSION,
      getToken: options.getToken ?? (() => null),
      getLanguage: options.getLanguage ?? (() => null),
    }),
    encryptionMiddleware(getModulus),
    sessionMiddleware(options.onSessionExpired ?? (() => undefined)),
  );
  return client;
}
