// Google Authenticator (TOTP, RFC 6238): set up with a new secret shown as a QR code, which
// takes effect once the member answers a code it generated; then asked for where the merchant
// says (settings.account.googleAuthRequiredFor: `login`, the second step of sign-in; `security`,
// binding a phone number or e-mail address) and always to turn it off. Wrong codes are
// counted per member (countedCheck). The codes are the ones IP verification already checks.
import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { googleAuthSetups } from '../../db/schema/member-account';
import { members } from '../../db/schema/members';
import type { GoogleAuthPlace, Merchant } from '../merchants';
import { countedCheck } from '../security';
import type { Member } from '../sessions';
import { AppError } from '../kernel';
import { verifyTotp } from '../sign-in';

type SetupWire = components['schemas']['GoogleAuthSetup'];

/** An unconfirmed set-up is forgotten after this long. */
export const SETUP_TTL_MS = 30 * 60_000;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

const wrongCode = () =>
  new AppError(400, 'googleauth.code.invalid', 'The authenticator code is incorrect');

/** Checks a code against `secret`, counting wrong ones. */
async function checkCode(db: Db, memberId: number, secret: string, code: string, now: number) {
  await countedCheck(db, `google:${memberId}`, now, () => verifyTotp(secret, code, now), wrongCode);
}

export async function startGoogleAuthSetup(
  db: Db,
  merchant: Merchant,
  member: Member,
  now: number,
): Promise<SetupWire> {
  if (member.totpSecret) {
    throw new AppError(400, 'googleauth.exists', 'Google Authenticator is set up already');
  }
  const secret = base32(randomBytes(20));
  await db
    .insert(googleAuthSetups)
    .values({ memberId: member.id, secret, createdAt: new Date(now) })
    .onConflictDoUpdate({
      target: googleAuthSetups.memberId,
      set: { secret, createdAt: new Date(now) },
    });
  const issuer = merchant.name;
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(member.username)}`;
  return {
    secret,
    otpauthUri: `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=6&period=30`,
  };
}

export async function confirmGoogleAuth(
  db: Db,
  member: Member,
  code: string,
  now: number,
): Promise<void> {
  if (member.totpSecret) {
    throw new AppError(400, 'googleauth.exists', 'Google Authenticator is set up already');
  }
  const [setup] = await db
    .select()
    .from(googleAuthSetups)
    .where(
      and(
        eq(googleAuthSetups.memberId, member.id),
        gt(googleAuthSetups.createdAt, new Date(now - SETUP_TTL_MS)),
      ),
    );
  if (!setup) {
    throw new AppError(400, 'googleauth.not.started', 'Start the set-up again: scan a new code');
  }
  await checkCode(db, member.id, setup.secret, code, now);
  await db.transaction(async (tx) => {
    await tx.update(members).set({ totpSecret: setup.secret }).where(eq(members.id, member.id));
    await tx.delete(googleAuthSetups).where(eq(googleAuthSetups.memberId, member.id));
  });
}

export async function disableGoogleAuth(
  db: Db,
  member: Member,
  code: string,
  now: number,
): Promise<void> {
  if (!member.totpSecret) {
    throw new AppError(400, 'googleauth.not.enabled', 'Google Authenticator is not set up');
  }
  await checkCode(db, member.id, member.totpSecret, code, now);
  await db.update(members).set({ totpSecret: null }).where(eq(members.id, member.id));
}

/** Where the merchant asks for the code, a member who set it up must give it. */
export async function requireGoogleCode(
  db: Db,
  merchant: Merchant,
  member: Member,
  place: GoogleAuthPlace,
  code: string | undefined,
  now: number,
): Promise<void> {
  if (!member.totpSecret) return;
  if (!merchant.settings.account.googleAuthRequiredFor.includes(place)) return;
  if (!code?.trim()) {
    throw new AppError(400, 'googleauth.required', 'Please enter the authenticator code');
  }
  await checkCode(db, member.id, member.totpSecret, code, now);
}
