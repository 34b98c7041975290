// For unit tests only: a platform client whose server is a function of the request path.
// Encrypted calls work for real (the client fetches a generated RSA modulus), and every
// call is recorded with its body as sent.
import { generateKeyPairSync } from 'node:crypto';
import { createPlatformClient, type PlatformClient } from './client';

let modulus: string | null = null;

/** A 1024-bit RSA modulus (hex), generated once per test file. */
export function testModulus(): string {
  if (modulus === null) {
    const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    modulus = Buffer.from(publicKey.export({ format: 'jwk' }).n ?? '', 'base64url').toString('hex');
  }
  return modulus;
}

const JSON_HEADERS = { 'content-type': 'application/json' };

/** A success envelope carrying `value`. */
export const okResponse = (value: unknown): Response =>
  new Response(JSON.stringify({ success: true, value, message: null, errorCode: null }), {
    headers: JSON_HEADERS,
  });

/** A failure envelope (HTTP 400 unless told). */
export const errorResponse = (
  errorCode: string,
  options: { status?: number; message?: string; value?: unknown } = {},
): Response =>
  new Response(
    JSON.stringify({
      success: false,
      value: options.value ?? null,
      message: options.message ?? errorCode,
      errorCode,
    }),
    { status: options.status ?? 400, headers: JSON_HEADERS },
  );

export interface RecordedCall {
  method: string;
  /** Path without the origin, e.g. `/wps/session/login`. */
  path: string;
  /** Parsed JSON body, the text of another body, or '' without one. */
  body: unknown;
}

export interface FakePlatform {
  api: PlatformClient;
  calls: RecordedCall[];
}

/** `answer` plays the server for every call but the RSA key, which is answered here. */
export function fakePlatform(
  answer: (path: string, request: Request) => Response | Promise<Response>,
  options: { getToken?: () => string | null } = {},
): FakePlatform {
  const calls: RecordedCall[] = [];
  const api = createPlatformClient({
    baseUrl: 'http://api.test',
    merchant: 'demo',
    getToken: options.getToken ?? (() => null),
    fetch: async (request) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/session/key/rsa'))
        return new Response(testModulus(), { headers: { 'content-type': 'text/plain' } });
      const text = await request.clone().text();
      const json = text !== '' && request.headers.get('content-type')?.includes('json');
      calls.push({
        method: request.method,
        path,
        body: json ? (JSON.parse(text) as unknown) : text,
      });
      return answer(path, request);
    },
  });
  return { api, calls };
}
