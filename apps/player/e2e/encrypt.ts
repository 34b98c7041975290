// The upstream request encryption for the tests' direct API calls (the app's codec imports
// crypto-js subpaths that Node's ESM loader cannot resolve without extensions): a random
// 16-character key encrypts the JSON with DES-ECB/PKCS7; the key travels as textbook RSA
// (e = 0x10001) of its bytes, hex in 16-bit digits. Same algorithm as
// packages/api-client/src/crypto.
import { randomBytes } from 'node:crypto';
import CryptoJS from 'crypto-js';

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
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

export function encryptPayload(payload: unknown, modulusHex: string): { body: { value: string }; encryption: string } {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const key = [...randomBytes(16)].map((b) => alphabet[b % alphabet.length]).join('');
  const value = CryptoJS.DES.encrypt(JSON.stringify(payload), CryptoJS.enc.Utf8.parse(key), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  }).toString();
  const m = [...key].reduce((n, c) => (n << 8n) | BigInt(c.charCodeAt(0)), 0n);
  const hex = modPow(m, 0x10001n, BigInt(`0x${modulusHex.trim()}`)).toString(16);
  return { body: { value }, encryption: hex.padStart(Math.ceil(hex.length / 4) * 4, '0') };
}
