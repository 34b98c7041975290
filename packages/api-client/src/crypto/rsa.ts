// Textbook RSA (no padding, e = 0x10001) compatible with the "BigInt/Barrett" JavaScript
// RSA the upstream clients use. That library packs the string little-endian (first
// character least significant) and the clients reverse the key first, so the number that
// is encrypted is simply the key's bytes read big-endian. Its hex output is written in
// 16-bit digits, so the hex length is a multiple of four.

export const RSA_PUBLIC_EXPONENT = 0x10001n;

export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  if (modulus === 1n) return 0n;
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    e >>= 1n;
    b = (b * b) % modulus;
  }
  return result;
}

export function parseHexBigInt(hex: string): bigint {
  const clean = hex.trim();
  if (!/^[0-9a-fA-F]+$/.test(clean)) throw new Error('not a hexadecimal number');
  return BigInt(`0x${clean}`);
}

function bytesToBigInt(bytes: ArrayLike<number>): bigint {
  let n = 0n;
  for (let i = 0; i < bytes.length; i++) n = (n << 8n) | BigInt(bytes[i] ?? 0);
  return n;
}

function bigIntToBytes(n: bigint): number[] {
  const out: number[] = [];
  let v = n;
  while (v > 0n) {
    out.unshift(Number(v & 0xffn));
    v >>= 8n;
  }
  return out;
}

/** Encrypts a short ASCII key (the DES key) for the server: hex, 16-bit digit aligned. */
export function rsaEncryptKey(key: string, modulusHex: string): string {
  if (!/^[\x20-\x7e]+$/.test(key)) throw new Error('the key must be printable ASCII');
  const n = parseHexBigInt(modulusHex);
  const m = bytesToBigInt([...key].map((c) => c.charCodeAt(0)));
  if (m >= n) throw new Error('the key is too long for this modulus');
  const hex = modPow(m, RSA_PUBLIC_EXPONENT, n).toString(16);
  return hex.padStart(Math.ceil(hex.length / 4) * 4, '0');
}

export interface RsaPrivateKey {
  n: bigint;
  d: bigint;
}

/** Server side: recovers the ASCII key from the `Encryption` header. */
export function rsaDecryptKey(encryptionHex: string, key: RsaPrivateKey): string {
  const c = parseHexBigInt(encryptionHex);
  if (c >= key.n) throw new Error('ciphertext out of range');
  const bytes = bigIntToBytes(modPow(c, key.d, key.n));
  return String.fromCharCode(...bytes);
}
