import type { Middleware } from 'openapi-fetch';
import { encryptedOperations } from '../generated/encrypted-operations';

/**
 * Encrypts the body of every operation the contract marks `x-encrypted`: the JSON body
 * becomes `{ value }` and the `Encryption` header carries the wrapped key. Which
 * operations are encrypted comes from the generated list, never a hand-kept one.
 */
export function encryptionMiddleware(getModulus: () => Promise<string>): Middleware {
  return {
    async onRequest({ request, schemaPath }) {
      if (!encryptedOperations.has(`${request.method.toUpperCase()} ${schemaPath}`))
        return undefined;
      const text = await request.clone().text();
      const payload: unknown = text ? JSON.parse(text) : {};
      // The codec (crypto-js) loads only when an encrypted call is made.
      const [{ encryptPayload }, modulus] = await Promise.all([
        import('../crypto/codec'),
        getModulus(),
      ]);
      const encrypted = encryptPayload(payload, modulus);
      const headers = new Headers(request.headers);
      headers.set('Encryption', encrypted.encryption);
      headers.set('Content-Type', 'application/json');
      return new Request(request, { headers, body: JSON.stringify(encrypted.body) });
    },
  };
}
