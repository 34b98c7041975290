// Encrypted operations (`x-encrypted: true` in the document): the wire body is
// `{ value: <DES ciphertext> }` with the `Encryption` header carrying the RSA-wrapped key.
// Before validation the body is decrypted with the server's private key and replaced by
// the plaintext payload, which the operation's schema then validates as usual (a plaintext
// nesting deeper than http/json-depth.ts allows is refused first).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../domain/kernel';
import { type KeyStore, openSealedBody } from '../domain/security';
import { assertJsonDepth } from '../http/json-depth';
import { rawHeaderValues } from '../http/request';
import { appendRouteHook } from './route-hooks';

const invalid = (message: string) => new AppError(400, 'encryption.invalid', message);

const isEncryptedBody = (body: unknown): body is { value: string } =>
  typeof body === 'object' &&
  body !== null &&
  !Array.isArray(body) &&
  Object.keys(body).length === 1 &&
  typeof (body as { value?: unknown }).value === 'string';

export function registerEncryption(app: FastifyInstance, keys: KeyStore): void {
  async function decryptBody(request: FastifyRequest): Promise<void> {
    const headers = rawHeaderValues(request, 'encryption');
    const header = headers[0]?.trim();
    if (headers.length !== 1 || !header || !/^[0-9a-fA-F]{2,1024}$/.test(header)) {
      throw invalid('This call needs the Encryption header');
    }
    const body = request.body;
    if (!isEncryptedBody(body))
      throw invalid('This call takes an encrypted body: { "value": <ciphertext> }');
    const key = await keys.keyFor(request.merchant?.id ?? null);
    try {
      request.body = openSealedBody(body.value, header, key);
    } catch {
      throw invalid('The encrypted body could not be decrypted');
    }
    // The plaintext is JSON too: the same nesting limit as a plain JSON body.
    assertJsonDepth(request.body);
  }

  app.addHook('onRoute', (route) => {
    const schema = route.schema as Record<string, unknown> | undefined;
    if (schema?.['x-encrypted'] !== true) return;
    appendRouteHook(route, 'preValidation', decryptBody);
  });
}
