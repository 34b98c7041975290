// Staff of the operator console in tests: made in the database, then signed in through the API
// as a person would (password, enrolment with the authenticator secret, a code from it).
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client';
import { createStaffUser, type StaffRole } from '../../src/domain/operators';
import { totpAt } from '../../src/domain/sign-in';
import { DEMO, json, type TestApp } from './test-app';

export interface SignedInStaff {
  loginName: string;
  token: string;
  secret: string;
  recoveryCodes: string[];
}

export const STAFF_PASSWORD = 'Staff-pass-2026';

export const value = <T = Record<string, unknown>>(res: LightMyRequestResponse): T => {
  expect(res.statusCode, res.body).toBe(200);
  return json(res).value as T;
};

/** A staff call: the session token as X-Operator-Session. */
export const staffCall = (
  t: TestApp,
  method: string,
  url: string,
  token: string | null,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  t.request({
    method,
    url,
    headers: { ...DEMO, ...(token ? { 'x-operator-session': token } : {}), ...headers },
    ...(payload ? { payload } : {}),
  });

/** Makes a staff member and signs them in for the first time (enrolling two-factor). */
export async function newSignedInStaff(
  t: TestApp,
  db: Db,
  merchantId: number,
  loginName: string,
  role: StaffRole,
  now: number = Date.now(),
): Promise<SignedInStaff> {
  await createStaffUser(db, {
    merchantId,
    loginName,
    password: STAFF_PASSWORD,
    role,
    now,
    by: null,
  });
  const step = value<{ stage: string; challenge: string }>(
    await staffCall(t, 'POST', '/operator/session', null, {
      loginName,
      password: STAFF_PASSWORD,
    }),
  );
  expect(step.stage).toBe('enrol');
  const { secret } = value<{ secret: string }>(
    await staffCall(t, 'POST', '/operator/session/enrolment', null, {
      challenge: step.challenge,
    }),
  );
  const session = value<{ token: string; recoveryCodes: string[] }>(
    await staffCall(t, 'POST', '/operator/session/enrolment/confirm', null, {
      challenge: step.challenge,
      code: totpAt(secret, now),
    }),
  );
  return { loginName, token: session.token, secret, recoveryCodes: session.recoveryCodes };
}
