import { createCipheriv, createPrivateKey, generateKeyPairSync } from 'node:crypto';
import { decryptPayload, desEncrypt, encryptPayload } from '@platform/api-client/crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openSealedBody, type UnsealingKey } from './sealed-body';

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 0x10001 });
const jwk = privateKey.export({ format: 'jwk' });
const hex = (b64url: string | undefined) => Buffer.from(b64url ?? '', 'base64url').toString('hex');
const modulusHex = hex(jwk.n);
const n = BigInt(`0x${modulusHex}`);
const reference = { n, d: BigInt(`0x${hex(jwk.d)}`) };
const key: UnsealingKey = {
  n,
  modulusBytes: 128,
  privateKey: createPrivateKey(privateKey.export({ format: 'pem', type: 'pkcs8' })),
};

/** The reference codec's answer (crypto-js and BigInt), or the fact that it refused. */
const outcome = (open: () => unknown) => {
  try {
    return { value: open() };
  } catch {
    return { refused: true };
  }
};

/** DES-ECB/PKCS7 of the text's Latin-1 bytes: not UTF-8 once it has a character above 127. */
function desOfBytes(text: string, k: string): string {
  const k8 = Buffer.from(k).subarray(0, 8);
  const cipher = createCipheriv('des-ede3-ecb', Buffer.concat([k8, k8, k8]), null);
  return Buffer.concat([cipher.update(Buffer.from(text, 'latin1')), cipher.final()]).toString(
    'base64',
  );
}

/** DES-ECB of whole blocks as they are, no padding added. */
function desOfRawBytes(bytes: Buffer, k: string): string {
  const k8 = Buffer.from(k).subarray(0, 8);
  const cipher = createCipheriv('des-ede3-ecb', Buffer.concat([k8, k8, k8]), null);
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(bytes), cipher.final()]).toString('base64');
}

const desKey = fc.stringMatching(/^[A-Za-z0-9]{8,32}$/);

describe('opening an encrypted body (OpenSSL) as the clients seal it (crypto-js)', () => {
  it('gives back every payload the clients can send', () => {
    fc.assert(
      fc.property(fc.jsonValue(), desKey, (payload, k) => {
        const sealed = encryptPayload(payload, modulusHex, k);
        expect(openSealedBody(sealed.body.value, sealed.encryption, key)).toEqual(
          JSON.parse(JSON.stringify(payload)),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('refuses exactly what the reference codec refuses, and agrees on the rest', () => {
    const hexDigits = fc.stringMatching(/^[0-9a-f]{1,300}$/);
    const tampered = fc.oneof(
      // a body sealed with a key, opened with another header
      fc.tuple(fc.jsonValue(), desKey, hexDigits).map(([p, k, h]) => ({
        value: encryptPayload(p, modulusHex, k).body.value,
        header: h,
      })),
      // a good wrapped key, and a plaintext that is not JSON, empty, or not UTF-8
      fc
        .tuple(desKey, fc.constantFrom('', 'not json', '{"a":', '"\u00e9"'), fc.boolean())
        .map(([k, text, notUtf8]) => {
          const sealed = encryptPayload(0, modulusHex, k);
          return {
            value: notUtf8 ? desOfBytes(text, k) : desEncrypt(text, k),
            header: sealed.encryption,
          };
        }),
      // flipped characters of a good body or header
      fc.tuple(fc.jsonValue(), desKey, fc.nat(), fc.boolean()).map(([p, k, at, inHeader]) => {
        const sealed = encryptPayload(p, modulusHex, k);
        const flip = (s: string) => {
          const i = at % s.length;
          return `${s.slice(0, i)}${s[i] === 'A' ? 'B' : 'A'}${s.slice(i + 1)}`;
        };
        return inHeader
          ? { value: sealed.body.value, header: flip(sealed.encryption) }
          : { value: flip(sealed.body.value), header: sealed.encryption };
      }),
      // the ciphertext cut short, lengthened, or behind an OpenSSL "Salted__" header
      fc
        .tuple(fc.jsonValue(), desKey, fc.integer({ min: -12, max: 12 }), fc.boolean())
        .map(([p, k, delta, salted]) => {
          const sealed = encryptPayload(p, modulusHex, k);
          const bytes = Buffer.from(sealed.body.value, 'base64');
          const resized =
            delta < 0
              ? bytes.subarray(0, Math.max(0, bytes.length + delta))
              : Buffer.concat([bytes, Buffer.alloc(delta)]);
          const value = (
            salted ? Buffer.concat([Buffer.from('Salted__12345678'), bytes]) : resized
          ).toString('base64');
          return { value, header: sealed.encryption };
        }),
      // padding bytes of any value, and a byte-order mark before the JSON
      fc
        .tuple(fc.jsonValue(), desKey, fc.integer({ min: 0, max: 255 }), fc.boolean())
        .map(([p, k, pad, bom]) => {
          const sealed = encryptPayload(p, modulusHex, k);
          if (bom)
            return {
              value: desEncrypt(`\ufeff${JSON.stringify(p)}`, k),
              header: sealed.encryption,
            };
          const text = Buffer.from(JSON.stringify(p), 'utf8');
          const fill = 8 - (text.length % 8);
          return {
            value: desOfRawBytes(Buffer.concat([text, Buffer.alloc(fill, pad)]), k),
            header: sealed.encryption,
          };
        }),
      // the modulus itself and beyond: out of range
      fc.constant({ value: 'AAAA', header: modulusHex }),
    );
    fc.assert(
      fc.property(tampered, ({ value, header }) => {
        expect(outcome(() => openSealedBody(value, header, key))).toEqual(
          outcome(() => decryptPayload(value, header, reference)),
        );
      }),
      { numRuns: 2000 },
    );
  });
});
