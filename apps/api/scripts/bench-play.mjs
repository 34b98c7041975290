// Members for the benchmarks that play (benchmark-rounds.mjs, benchmark-capacity.mjs): funded
// through the ledger kernel, each with a demo slot session opened by the API's own launch
// call, and the encrypted body of their real password sign-in. It imports the API's TypeScript
// source, so the scripts using it run under tsx; bench-common.mjs stays free of it (the other
// benchmarks load it without the API's source). ledgerCheck: the invariants after a run.
import { encryptPayload } from '@platform/api-client/crypto';
import { members } from '../src/db/schema/members.ts';
import { hashPassword } from '../src/domain/accounts/index.ts';
import { houseAccount, memberAccount, post, toMinor } from '../src/domain/kernel/index.ts';
import { openSession } from '../src/domain/sessions/index.ts';
import { broken, readInvariants } from './ledger-invariants.mjs';

export const MERCHANT_HEADERS = { merchant: 'demo' };

/** One scrypt hash of `password` (every bench member may share it: checking costs the same). */
export const passwordHashOf = (password) => hashPassword(password);

/**
 * A player of `merchant` holding 1,000,000.00 on its main account, paid by the house in one
 * balanced ledger transaction. passwordHash: a real hash when the member signs in by password.
 */
export async function fundedMember(db, merchant, username, passwordHash = 'x') {
  const [member] = await db
    .insert(members)
    .values({ merchantId: merchant.id, username, passwordHash, type: 0 })
    .returning();
  const amount = toMinor('1000000.00');
  await db.transaction(async (tx) => {
    const account = await memberAccount(tx, merchant.id, member.id, merchant.currency);
    const house = await houseAccount(tx, merchant.id, merchant.currency);
    await post(tx, {
      merchantId: merchant.id,
      kind: 'funding',
      idempotencyKey: `bench-funding:${username}`,
      legs: [
        { accountId: house, amount: -amount, kind: 'house' },
        { accountId: account.id, amount, kind: 'member' },
      ],
      now: Date.now(),
    });
  });
  return member;
}

/** A member session token, opened in the database (as a sign-in would). */
export const memberToken = (db, member) => openSession(db, member, 'password', Date.now());

/** The demo slot's game session of `token`'s member, from the API's launch call. */
export async function launchSlot(apiUrl, token) {
  const res = await fetch(`${apiUrl}/wps/game/launchGame?nodeId=1&launchMode=GLS`, {
    headers: { ...MERCHANT_HEADERS, authorization: token },
  });
  const body = await res.json();
  if (!body.success) throw new Error(`launch failed: ${JSON.stringify(body)}`);
  return new URL(body.value.content.game_url, 'http://x').searchParams.get('session');
}

/**
 * The headers and body of POST /wps/session/login for this username and password, encrypted
 * as the player site does it (the RSA modulus from /wps/session/key/rsa, a DES key wrapped in
 * the Encryption header). The server keeps its RSA key, so the same body signs in again.
 */
export async function signInRequest(apiUrl, username, password) {
  const modulus = await (
    await fetch(`${apiUrl}/wps/session/key/rsa`, { headers: MERCHANT_HEADERS })
  ).text();
  const enc = encryptPayload({ username, password, type: 'username' }, modulus);
  return {
    headers: { ...MERCHANT_HEADERS, encryption: enc.encryption },
    body: enc.body,
  };
}

/** The ledger invariants (scripts/ledger-invariants.sql) of the database at `url`: all 0? */
export async function ledgerCheck(url) {
  const bad = broken(await readInvariants(url));
  return {
    ok: bad.length === 0,
    text: bad.length ? `BROKEN: ${bad.join(', ')}` : 'every invariant 0',
  };
}
