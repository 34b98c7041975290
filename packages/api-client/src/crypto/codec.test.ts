import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptPayload, deobfuscatePath, encryptPayload, obfuscatePath } from './codec';
import { desDecrypt, desEncrypt } from './des';
import { randomKey } from './random-key';
import { modPow, rsaDecryptKey, rsaEncryptKey, RSA_PUBLIC_EXPONENT } from './rsa';

function b64urlToBigInt(s: string): bigint {
  return BigInt(`0x${Buffer.from(s, 'base64url').toString('hex')}`);
}

function testKeyPair() {
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 1024,
    publicExponent: 0x10001,
  });
  const jwk = privateKey.export({ format: 'jwk' });
  const n = b64urlToBigInt(jwk.n as string);
  const d = b64urlToBigInt(jwk.d as string);
  return { n, d, modulusHex: n.toString(16) };
}

/** The packing of the legacy "BigInt/Barrett" RSA library: little-endian 16-bit digits. */
function legacyPack(s: string): bigint {
  let n = 0n;
  for (let i = s.length - 1; i >= 0; i--) n = (n << 8n) | BigInt(s.charCodeAt(i));
  return n;
}

describe('DES-ECB/PKCS7', () => {
  it('round-trips unicode text and pads to whole 8-byte blocks', () => {
    const key = 'Ab3dEf7hIj1lMn0p';
    const text = JSON.stringify({ username: 'player1', note: '中文 العربية', amount: '10.50' });
    const cipher = desEncrypt(text, key);
    expect(Buffer.from(cipher, 'base64').length % 8).toBe(0);
    expect(desDecrypt(cipher, key)).toBe(text);
  });

  it('is deterministic per key (ECB) and different across keys', () => {
    expect(desEncrypt('same', 'k1k1k1k1k1k1k1k1')).toBe(desEncrypt('same', 'k1k1k1k1k1k1k1k1'));
    expect(desEncrypt('same', 'k1k1k1k1k1k1k1k1')).not.toBe(desEncrypt('same', 'k2k2k2k2k2k2k2k2'));
  });

  it('rejects a wrong key', () => {
    const cipher = desEncrypt('secret payload', 'AAAAAAAAAAAAAAAA');
    expect(() => {
      const out = desDecrypt(cipher, 'BBBBBBBBBBBBBBBB');
      if (out !== 'secret payload') throw new Error('garbled');
    }).toThrow();
  });
});

describe('textbook RSA key wrap', () => {
  const pair = testKeyPair();

  it('encrypts the same number the legacy library encrypts for the reversed key', () => {
    const key = 'q1W2e3R4t5Y6u7I8';
    const reversed = [...key].reverse().join('');
    const legacy = modPow(legacyPack(reversed), RSA_PUBLIC_EXPONENT, pair.n);
    expect(BigInt(`0x${rsaEncryptKey(key, pair.modulusHex)}`)).toBe(legacy);
  });

  it('writes hex in whole 16-bit digits and the private key recovers the key', () => {
    const key = randomKey(16);
    const hex = rsaEncryptKey(key, pair.modulusHex);
    expect(hex.length % 4).toBe(0);
    expect(rsaDecryptKey(hex, pair)).toBe(key);
  });
});

describe('payload codec', () => {
  const pair = testKeyPair();

  it('round-trips a payload with a fresh random key each time', () => {
    const payload = { username: 'demo', password: 'Secret123', list: [1, 2] };
    const a = encryptPayload(payload, pair.modulusHex);
    const b = encryptPayload(payload, pair.modulusHex);
    expect(a.body.value).not.toBe(b.body.value);
    expect(decryptPayload(a.body.value, a.encryption, pair)).toEqual(payload);
  });

  it('fails on a tampered header', () => {
    const enc = encryptPayload({ a: 1 }, pair.modulusHex);
    expect(() => decryptPayload(enc.body.value, 'ff' + enc.encryption.slice(2), pair)).toThrow();
  });

  it('obfuscated customer-service paths decrypt with their last 8 characters', () => {
    const url = 'https://chat.example.test/room?id=42&lang=EN';
    const path = obfuscatePath(url, 'K8s9D0q1');
    expect(path.endsWith('K8s9D0q1')).toBe(true);
    expect(deobfuscatePath(path)).toBe(url);
  });
});

describe('randomKey', () => {
  it('is alphanumeric of the asked length and not repeated', () => {
    const keys = new Set(Array.from({ length: 200 }, () => randomKey(16)));
    expect(keys.size).toBe(200);
    for (const k of keys) expect(k).toMatch(/^[A-Za-z0-9]{16}$/);
  });
});
