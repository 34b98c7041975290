// DES-ECB with PKCS7 padding through crypto-js, exactly as the upstream clients do it:
// the key is the UTF-8 bytes of a 16-character string (DES reads its first 8 bytes),
// and the ciphertext travels as base64.
// Explicit .js paths: crypto-js has no exports map, and Node's ESM loader (Playwright tests
// sign in through this codec) resolves only full file names.
import CryptoJS from 'crypto-js/core.js';
import 'crypto-js/tripledes.js';
import 'crypto-js/mode-ecb.js';

const options = () => ({ mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 });

export function desEncrypt(plaintext: string, key: string): string {
  return CryptoJS.DES.encrypt(
    CryptoJS.enc.Utf8.parse(plaintext),
    CryptoJS.enc.Utf8.parse(key),
    options(),
  ).toString();
}

/** Returns the UTF-8 plaintext, or throws when the ciphertext or key is wrong. */
export function desDecrypt(ciphertextBase64: string, key: string): string {
  const words = CryptoJS.DES.decrypt(ciphertextBase64, CryptoJS.enc.Utf8.parse(key), options());
  if (words.sigBytes <= 0) throw new Error('DES decryption produced nothing');
  return words.toString(CryptoJS.enc.Utf8);
}

/**
 * The ciphertext crypto-js decrypts for a base64 text, read its way (its base64 reading and
 * OpenSSL's "Salted__" header), as bytes zero-filled to whole DES blocks, and how many of
 * them count. A server that decrypts with another DES then reads what these clients send
 * exactly as desDecrypt would.
 */
export function desCiphertext(ciphertextBase64: string): { blocks: Uint8Array; length: number } {
  const { ciphertext } = CryptoJS.format.OpenSSL.parse(ciphertextBase64);
  const length = Math.max(ciphertext.sigBytes, 0);
  const blocks = new Uint8Array(Math.ceil(length / 8) * 8);
  for (let i = 0; i < blocks.length; i++) {
    blocks[i] = ((ciphertext.words[i >>> 2] ?? 0) >>> (24 - (i % 4) * 8)) & 0xff;
  }
  return { blocks, length };
}
