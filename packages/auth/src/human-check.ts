// The browser side of the ALTCHA proof-of-work: fetch a challenge, find the number n with
// SHA-256(salt + n) = challenge, and send the solution as base64 JSON.
import { type components, unwrap } from '@platform/api-client';
import { useApi } from '@platform/api-client/react';
import { useCallback } from 'react';

export type AltchaChallenge = components['schemas']['AltchaChallenge'];

const hex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');

export async function solveAltcha(
  challenge: AltchaChallenge,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): Promise<string> {
  const encoder = new TextEncoder();
  for (let n = 0; n <= challenge.maxnumber; n++) {
    const digest = await subtle.digest('SHA-256', encoder.encode(`${challenge.salt}${n}`));
    if (hex(digest) === challenge.challenge) {
      const payload = JSON.stringify({ ...challenge, number: n });
      return btoa(payload);
    }
  }
  throw new Error('human check could not be solved');
}

/** A function that runs the human check and resolves to the `altcha` value to send. */
export function useHumanCheck(): () => Promise<string> {
  const api = useApi();
  return useCallback(async () => solveAltcha(await unwrap(api.GET('/wps/captcha/altcha'))), [api]);
}
