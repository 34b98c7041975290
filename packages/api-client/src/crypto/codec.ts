import { desDecrypt, desEncrypt } from './des';
import { randomKey } from './random-key';
import { rsaDecryptKey, rsaEncryptKey, type RsaPrivateKey } from './rsa';

/** What an encrypted call puts on the wire. */
export interface EncryptedRequest {
  /** JSON body: `{ value: <base64 DES ciphertext> }`. */
  body: { value: string };
  /** Value of the `Encryption` header. */
  encryption: string;
}

/**
 * Encrypts a request payload the upstream way: a random 16-character key encrypts the
 * JSON with DES-ECB/PKCS7, and the key itself travels RSA-encrypted in `Encryption`.
 */
export function encryptPayload(
  payload: unknown,
  rsaModulusHex: string,
  key: string = randomKey(16),
): EncryptedRequest {
  return {
    body: { value: desEncrypt(JSON.stringify(payload), key) },
    encryption: rsaEncryptKey(key, rsaModulusHex),
  };
}

/** The shape of a DES key as the clients make one (randomKey): what a server accepts. */
export const DES_KEY_SHAPE = /^[A-Za-z0-9]{8,32}$/;

/** Server side: the inverse of encryptPayload. Throws on any malformed input. */
export function decryptPayload(
  ciphertext: string,
  encryptionHeader: string,
  privateKey: RsaPrivateKey,
): unknown {
  const key = rsaDecryptKey(encryptionHeader, privateKey);
  if (!DES_KEY_SHAPE.test(key)) throw new Error('unexpected key shape');
  return JSON.parse(desDecrypt(ciphertext, key)) as unknown;
}

/** Customer-service links arrive DES-obfuscated: the last 8 characters are the key. */
export function deobfuscatePath(path: string): string {
  if (path.length <= 8) throw new Error('obfuscated path too short');
  return desDecrypt(path.slice(0, -8), path.slice(-8));
}

export function obfuscatePath(url: string, key: string = randomKey(8)): string {
  if (key.length !== 8) throw new Error('the key must be 8 characters');
  return desEncrypt(url, key) + key;
}
