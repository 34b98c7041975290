// The server's side of an encrypted call: the body `{ value: <DES ciphertext> }` and the
// `Encryption` header with the RSA-wrapped DES key (the clients' side, and the reference
// implementation in JavaScript, is @platform/api-client/crypto's codec.ts). The same
// textbook RSA and DES-ECB/PKCS7, done by OpenSSL: unwrapping the key with BigInt
// arithmetic took about 2.1 ms of the event loop per call and OpenSSL takes 0.08 ms; a
// sign-in's body, 175 µs in crypto-js and 14 µs here (2026-12-01). Single DES is not in
// OpenSSL 3's default provider; DES-EDE3 with the key given three times is the same cipher.
import { constants, createDecipheriv, type KeyObject, privateDecrypt } from 'node:crypto';
import { DES_KEY_SHAPE, desCiphertext, parseHexBigInt } from '@platform/api-client/crypto';

export interface UnsealingKey {
  /** The modulus, to refuse a wrapped key that is not below it (as textbook RSA must). */
  n: bigint;
  /** Its length in bytes. */
  modulusBytes: number;
  privateKey: KeyObject;
}

// crypto-js keeps a leading byte-order mark (JSON then refuses it); so does this.
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** The DES key the client wrapped in the `Encryption` header (hexadecimal). */
function unwrapKey(encryptionHex: string, key: UnsealingKey): string {
  const c = parseHexBigInt(encryptionHex);
  if (c >= key.n) throw new Error('ciphertext out of range');
  const block = Buffer.from(c.toString(16).padStart(key.modulusBytes * 2, '0'), 'hex');
  const m = privateDecrypt({ key: key.privateKey, padding: constants.RSA_NO_PADDING }, block);
  let start = 0;
  while (start < m.length && m[start] === 0) start++;
  return m.subarray(start).toString('latin1');
}

/**
 * DES-ECB with PKCS7 padding, the key's first 8 bytes; the UTF-8 plaintext. Read as crypto-js
 * reads it (desCiphertext), and unpadded as it unpads: by the count in the last byte of the
 * last significant 32-bit word, the other padding bytes unchecked.
 */
function desDecrypt(ciphertextBase64: string, key: string): string {
  const { blocks, length } = desCiphertext(ciphertextBase64);
  const k = Buffer.from(key, 'utf8').subarray(0, 8);
  const decipher = createDecipheriv('des-ede3-ecb', Buffer.concat([k, k, k]), null);
  decipher.setAutoPadding(false);
  const plain = Buffer.concat([decipher.update(blocks), decipher.final()]);
  const size = length > 0 ? length - (plain[((length - 1) >>> 2) * 4 + 3] ?? 0) : 0;
  if (size <= 0) throw new Error('DES decryption produced nothing');
  return utf8.decode(plain.subarray(0, size));
}

/** The plaintext payload of an encrypted call. Throws on any malformed input. */
export function openSealedBody(
  ciphertext: string,
  encryptionHeader: string,
  key: UnsealingKey,
): unknown {
  const desKey = unwrapKey(encryptionHeader, key);
  if (!DES_KEY_SHAPE.test(desKey)) throw new Error('unexpected key shape');
  return JSON.parse(desDecrypt(ciphertext, desKey)) as unknown;
}
