// Staff accounts of the operator console: a sign-in name, a password (scrypt, as members'),
// one role, and two-factor that is not optional. Signing in is two steps: the password opens a
// short-lived challenge; the challenge and an authenticator code (RFC 6238), or one of the
// single-use recovery codes, open a session. A staff member without two-factor enrols with the
// challenge first (the console shows the otpauth URI as a QR code).
//
// Brute force: failures are counted per source and sign-in name, and per source across names;
// past a threshold that source waits (30 s doubling to 15 min). Nothing counts against an
// account from everywhere, so an attacker cannot lock the owner out; wrong codes after a right
// password are counted per account (countedCheck). An owner, or the CLI, unlocks a staff
// sign-in: the account lock, its code counter and every source's wait on its name.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffRecoveryCodes, staffSessions, staffUsers } from '../../db/schema/staff';
import { hashPassword, verifyPassword } from '../accounts';
import { AppError, type DbOrTx } from '../kernel';
import { base32 } from '../member-account';
import { countedCheck, reserveAttempt, resetCounter, resetCountersLike } from '../security';
import { verifyTotp } from '../sign-in';
import { writeAudit } from './audit';
import { hashSecret, type Operator } from './caller';
import { isStaffRole, permissionsOf, type StaffRole } from './permissions';

/** A challenge (password accepted, code due) lasts this long. */
const CHALLENGE_MS = 5 * 60_000;
/** A session ends after this long idle, and at this age whatever happens. */
export const STAFF_IDLE_MS = 30 * 60_000;
export const STAFF_ABSOLUTE_MS = 12 * 60 * 60_000;
const TOUCH_EVERY_MS = 60_000;
const RECOVERY_CODES = 10;

const PAIR_WINDOW_MS = 60 * 60_000;
const IP_WINDOW_MS = 15 * 60_000;
const PAIR_THRESHOLD = 5;
const IP_THRESHOLD = 20;
const FIRST_WAIT_MS = 30_000;
const MAX_WAIT_MS = 15 * 60_000;

type StaffRow = typeof staffUsers.$inferSelect;

const normalName = (name: string) => name.trim().toLowerCase();
const pairPrefix = (merchantId: number, name: string) => `staff:${merchantId}:p:${name}|`;
const ipKey = (merchantId: number, ip: string) => `staff:${merchantId}:ip:${ip}`;
const codeKey = (staffId: number) => `staff-code:${staffId}`;

const invalidLogin = () =>
  new AppError(400, 'staff.login.invalid', 'The sign-in name or password is incorrect');
const wait = (until: number, now: number) =>
  new AppError(429, 'staff.login.wait', 'Too many failed attempts, please try again later', {
    retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)),
  });
const lockedAccount = () =>
  new AppError(403, 'staff.locked', 'This staff account is locked; ask an owner to unlock it');
const badChallenge = () =>
  new AppError(401, 'staff.challenge.invalid', 'The sign-in has expired, please sign in again');
const wrongCode = (attemptsLeft: number) =>
  new AppError(400, 'staff.code.invalid', 'The code is incorrect', { attemptsLeft });
const noSession = () =>
  new AppError(401, 'operator.session.invalid', 'Your session has ended, please sign in again');

let dummyHash: Promise<string> | null = null;
const dummy = () => (dummyHash ??= hashPassword('not-a-real-password'));

/** A staff member as the console and the CLI show them (never a secret). */
export function staffView(row: StaffRow) {
  const role: StaffRole = isStaffRole(row.role) ? row.role : 'read-only';
  return {
    id: row.id,
    loginName: row.loginName,
    role,
    twoFactor: row.totpSecret !== null,
    locked: row.lockedAt !== null,
    lockedReason: row.lockedReason ?? null,
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  };
}

/** Staff passwords: 10 to 128 characters with a letter and a digit. */
function checkStaffPassword(password: string) {
  if (
    password.length < 10 ||
    password.length > 128 ||
    !/\p{L}/u.test(password) ||
    !/\d/.test(password)
  ) {
    throw new AppError(
      400,
      'password.rule.err',
      'A staff password has 10 to 128 characters with letters and digits',
    );
  }
}

export async function createStaffUser(
  db: Db,
  input: {
    merchantId: number;
    loginName: string;
    password: string;
    role: StaffRole;
    now: number;
    /** Who made them (null: the CLI or the seed). */
    by: Operator | null;
  },
) {
  const loginName = normalName(input.loginName);
  if (!/^[a-z0-9][a-z0-9._-]{2,31}$/.test(loginName)) {
    throw new AppError(
      400,
      'register.field.invalid',
      'A sign-in name has 3 to 32 letters or digits',
    );
  }
  checkStaffPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staffUsers)
      .values({
        merchantId: input.merchantId,
        loginName,
        passwordHash,
        role: input.role,
        createdAt: new Date(input.now),
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError(409, 'staff.exists', 'A staff member with this name exists');
    const view = staffView(row);
    await writeAudit(tx, {
      merchantId: input.merchantId,
      operator: input.by,
      action: 'staff.create',
      target: `staff:${loginName}`,
      before: null,
      after: view,
      now: input.now,
    });
    return view;
  });
}

/** Makes the staff member once (the development seed's first owner); leaves one that exists. */
export async function ensureStaffUser(
  db: DbOrTx,
  input: { merchantId: number; loginName: string; password: string; role: StaffRole; now: number },
): Promise<void> {
  await db
    .insert(staffUsers)
    .values({
      merchantId: input.merchantId,
      loginName: normalName(input.loginName),
      passwordHash: await hashPassword(input.password),
      role: input.role,
      createdAt: new Date(input.now),
    })
    .onConflictDoNothing();
}

export async function listStaff(db: Db, merchantId: number) {
  const rows = await db
    .select()
    .from(staffUsers)
    .where(eq(staffUsers.merchantId, merchantId))
    .orderBy(asc(staffUsers.id));
  return rows.map(staffView);
}

async function staffByName(db: Db, merchantId: number, loginName: string) {
  const [row] = await db
    .select()
    .from(staffUsers)
    .where(and(eq(staffUsers.merchantId, merchantId), eq(staffUsers.loginName, loginName)));
  return row;
}

async function openToken(
  db: Db,
  staff: StaffRow,
  stage: 'challenge' | 'session',
  ip: string,
  now: number,
) {
  const token = `${stage === 'session' ? 'sts' : 'stc'}_${randomBytes(32).toString('base64url')}`;
  const expiresAt = new Date(now + (stage === 'session' ? STAFF_ABSOLUTE_MS : CHALLENGE_MS));
  await db.insert(staffSessions).values({
    tokenHash: hashSecret(token),
    staffUserId: staff.id,
    stage,
    ip,
    createdAt: new Date(now),
    lastSeenAt: new Date(now),
    expiresAt,
  });
  return { token, expiresAt: expiresAt.toISOString() };
}

/**
 * The first step: the password. Answers a challenge and what it is for: `totp` (enter a code
 * or a recovery code) or `enrol` (set up two-factor first).
 */
export async function staffSignIn(
  db: Db,
  input: { merchantId: number; loginName: string; password: string; ip: string; now: number },
) {
  const { merchantId, ip, now } = input;
  const name = normalName(input.loginName);
  const pairKey = `${pairPrefix(merchantId, name)}${ip}`;
  const limits = { firstMs: FIRST_WAIT_MS, maxMs: MAX_WAIT_MS, now };
  const fromSource = await reserveAttempt(db, ipKey(merchantId, ip), {
    ...limits,
    windowMs: IP_WINDOW_MS,
    threshold: IP_THRESHOLD,
  });
  if (!fromSource.allowed) throw wait(fromSource.blockedUntil ?? now, now);
  const onName = await reserveAttempt(db, pairKey, {
    ...limits,
    windowMs: PAIR_WINDOW_MS,
    threshold: PAIR_THRESHOLD,
  });
  if (!onName.allowed) throw wait(onName.blockedUntil ?? now, now);

  const staff = name.length <= 64 ? await staffByName(db, merchantId, name) : undefined;
  if (!staff) {
    await verifyPassword(input.password, await dummy());
    throw invalidLogin();
  }
  if (!(await verifyPassword(input.password, staff.passwordHash))) throw invalidLogin();
  await resetCounter(db, pairKey);
  if (staff.lockedAt) throw lockedAccount();
  const challenge = await openToken(db, staff, 'challenge', ip, now);
  return {
    stage: staff.totpSecret ? ('totp' as const) : ('enrol' as const),
    challenge: challenge.token,
    expiresAt: challenge.expiresAt,
  };
}

/** The staff member behind a live challenge of this merchant. */
async function challengeOf(db: Db, merchantId: number, challenge: string, now: number) {
  const [row] = await db
    .select({ staff: staffUsers })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffUserId))
    .where(
      and(
        eq(staffSessions.tokenHash, hashSecret(challenge)),
        eq(staffSessions.stage, 'challenge'),
        isNull(staffSessions.endedAt),
        gt(staffSessions.expiresAt, new Date(now)),
        eq(staffUsers.merchantId, merchantId),
      ),
    );
  if (!row) throw badChallenge();
  if (row.staff.lockedAt) throw lockedAccount();
  return row.staff;
}

async function endToken(db: DbOrTx, token: string, now: number) {
  await db
    .update(staffSessions)
    .set({ endedAt: new Date(now) })
    .where(and(eq(staffSessions.tokenHash, hashSecret(token)), isNull(staffSessions.endedAt)));
}

async function signedIn(db: Db, staff: StaffRow, challenge: string, ip: string, now: number) {
  await endToken(db, challenge, now);
  await db
    .update(staffUsers)
    .set({ lastSignInAt: new Date(now) })
    .where(eq(staffUsers.id, staff.id));
  const session = await openToken(db, staff, 'session', ip, now);
  const view = staffView(staff);
  return {
    token: session.token,
    expiresAt: session.expiresAt,
    idleMinutes: STAFF_IDLE_MS / 60_000,
    staff: { ...view, permissions: permissionsOf(view.role) },
  };
}

/** Enrolment, step one: a new secret for the authenticator app (shown as a QR code). */
export async function startStaffEnrolment(
  db: Db,
  input: { merchantId: number; merchantName: string; challenge: string; now: number },
) {
  const staff = await challengeOf(db, input.merchantId, input.challenge, input.now);
  if (staff.totpSecret) {
    throw new AppError(400, 'googleauth.exists', 'Two-factor is set up already');
  }
  const secret = base32(randomBytes(20));
  await db.update(staffUsers).set({ totpPendingSecret: secret }).where(eq(staffUsers.id, staff.id));
  const issuer = `${input.merchantName} console`;
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(staff.loginName)}`;
  return {
    secret,
    otpauthUri: `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=6&period=30`,
  };
}

function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES }, () => {
    const raw = base32(randomBytes(8)).slice(0, 10).toLowerCase();
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
}

const recoveryHash = (code: string) => hashSecret(code.trim().toLowerCase().replace(/[\s-]/g, ''));

/**
 * Enrolment, step two: a code from the app confirms the secret; the answer is the session and
 * the recovery codes (shown once; stored hashed).
 */
export async function confirmStaffEnrolment(
  db: Db,
  input: { merchantId: number; challenge: string; code: string; ip: string; now: number },
) {
  const { now } = input;
  const staff = await challengeOf(db, input.merchantId, input.challenge, now);
  const secret = staff.totpPendingSecret;
  if (staff.totpSecret || !secret) {
    throw new AppError(400, 'staff.enrolment.required', 'Start the two-factor set-up first');
  }
  await countedCheck(
    db,
    codeKey(staff.id),
    now,
    () => verifyTotp(secret, input.code, now),
    wrongCode,
  );
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    await tx
      .update(staffUsers)
      .set({ totpSecret: secret, totpPendingSecret: null })
      .where(eq(staffUsers.id, staff.id));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffUserId, staff.id));
    await tx
      .insert(staffRecoveryCodes)
      .values(codes.map((c) => ({ staffUserId: staff.id, codeHash: recoveryHash(c) })));
    await writeAudit(tx, {
      merchantId: staff.merchantId,
      operator: null,
      actor: staff.loginName,
      action: 'staff.two-factor.enrol',
      target: `staff:${staff.loginName}`,
      before: { twoFactor: false },
      after: { twoFactor: true },
      now,
    });
  });
  const session = await signedIn(
    db,
    { ...staff, totpSecret: secret },
    input.challenge,
    input.ip,
    now,
  );
  return { ...session, recoveryCodes: codes };
}

/** Uses up one recovery code of the staff member; false when none matches. */
async function useRecoveryCode(db: Db, staffId: number, code: string, now: number) {
  const used = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(staffRecoveryCodes.staffUserId, staffId),
        eq(staffRecoveryCodes.codeHash, recoveryHash(code)),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return used.length > 0;
}

/** The second step: an authenticator code or a recovery code; answers the session. */
export async function verifyStaffSignIn(
  db: Db,
  input: {
    merchantId: number;
    challenge: string;
    code?: string | undefined;
    recoveryCode?: string | undefined;
    ip: string;
    now: number;
  },
) {
  const { now } = input;
  const staff = await challengeOf(db, input.merchantId, input.challenge, now);
  const secret = staff.totpSecret;
  if (!secret) throw new AppError(400, 'staff.enrolment.required', 'Set up two-factor first');
  const { code, recoveryCode } = input;
  if (!code && !recoveryCode) throw wrongCode(0);
  await countedCheck(
    db,
    codeKey(staff.id),
    now,
    () =>
      code ? verifyTotp(secret, code, now) : useRecoveryCode(db, staff.id, recoveryCode!, now),
    wrongCode,
  );
  return signedIn(db, staff, input.challenge, input.ip, now);
}

/** The staff member behind a session token of this merchant, as an operator; or a 401. */
export async function resolveStaffSession(
  db: Db,
  merchantId: number,
  token: string,
  ip: string,
  now: number,
): Promise<Operator> {
  if (token.length > 128) throw noSession();
  const [row] = await db
    .select({ session: staffSessions, staff: staffUsers })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffUserId))
    .where(and(eq(staffSessions.tokenHash, hashSecret(token)), eq(staffSessions.stage, 'session')));
  if (!row || row.staff.merchantId !== merchantId || row.session.endedAt) throw noSession();
  const { session, staff } = row;
  if (
    now >= session.expiresAt.getTime() ||
    now - session.lastSeenAt.getTime() >= STAFF_IDLE_MS ||
    staff.lockedAt
  ) {
    throw noSession();
  }
  if (now - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await db
      .update(staffSessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(staffSessions.tokenHash, session.tokenHash));
  }
  const { role } = staffView(staff);
  return {
    kind: 'staff',
    id: staff.id,
    name: staff.loginName,
    merchantId,
    role,
    scope: `s:${staff.id}`,
    ip,
  };
}

export async function endStaffSession(db: Db, token: string, now: number): Promise<void> {
  await endToken(db, token, now);
}

/** The caller as the console shows it (who am I, what may I do). */
export async function currentStaff(db: Db, operator: Operator) {
  const permissions = permissionsOf(operator.role);
  if (operator.kind === 'key') {
    return { kind: 'key' as const, name: operator.name, role: operator.role, permissions };
  }
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, operator.id));
  if (!row) throw noSession();
  return {
    kind: 'staff' as const,
    name: row.loginName,
    role: operator.role,
    permissions,
    staff: staffView(row),
  };
}

async function staffOfMerchant(db: DbOrTx, merchantId: number, loginName: string) {
  const [row] = await db
    .select()
    .from(staffUsers)
    .where(
      and(eq(staffUsers.merchantId, merchantId), eq(staffUsers.loginName, normalName(loginName))),
    )
    .for('update');
  if (!row) throw new AppError(404, 'request.param.err', 'No such staff member');
  return row;
}

/**
 * Locks a staff account (no sign-in; open sessions end). An owner cannot lock themselves, and
 * the last open owner cannot be locked, so the merchant always keeps a way in.
 */
export async function lockStaff(
  db: Db,
  input: {
    merchantId: number;
    loginName: string;
    reason: string;
    by: Operator | null;
    now: number;
  },
) {
  return db.transaction(async (tx) => {
    const row = await staffOfMerchant(tx, input.merchantId, input.loginName);
    if (input.by?.kind === 'staff' && input.by.id === row.id) {
      throw new AppError(400, 'staff.owner.protected', 'You cannot lock your own account');
    }
    if (row.role === 'owner') {
      const [others] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(staffUsers)
        .where(
          and(
            eq(staffUsers.merchantId, input.merchantId),
            eq(staffUsers.role, 'owner'),
            isNull(staffUsers.lockedAt),
            ne(staffUsers.id, row.id),
          ),
        );
      if ((others?.n ?? 0) === 0) {
        throw new AppError(400, 'staff.owner.protected', 'The last owner cannot be locked');
      }
    }
    const before = staffView(row);
    const [locked] = await tx
      .update(staffUsers)
      .set({ lockedAt: new Date(input.now), lockedReason: input.reason })
      .where(eq(staffUsers.id, row.id))
      .returning();
    await tx
      .update(staffSessions)
      .set({ endedAt: new Date(input.now) })
      .where(and(eq(staffSessions.staffUserId, row.id), isNull(staffSessions.endedAt)));
    const after = staffView(locked!);
    await writeAudit(tx, {
      merchantId: input.merchantId,
      operator: input.by,
      action: 'staff.lock',
      target: `staff:${row.loginName}`,
      before,
      after,
      now: input.now,
    });
    return after;
  });
}

/**
 * Unlocks a staff sign-in: the account lock, the wrong-code count and every source's wait on
 * the name. An owner does this in the console; the CLI does it for an owner.
 */
export async function unlockStaff(
  db: Db,
  input: { merchantId: number; loginName: string; by: Operator | null; now: number },
) {
  const view = await db.transaction(async (tx) => {
    const row = await staffOfMerchant(tx, input.merchantId, input.loginName);
    const before = staffView(row);
    const [open] = await tx
      .update(staffUsers)
      .set({ lockedAt: null, lockedReason: null })
      .where(eq(staffUsers.id, row.id))
      .returning();
    const after = staffView(open!);
    await writeAudit(tx, {
      merchantId: input.merchantId,
      operator: input.by,
      action: 'staff.unlock',
      target: `staff:${row.loginName}`,
      before,
      after,
      now: input.now,
    });
    return after;
  });
  await resetCounter(db, codeKey(view.id));
  await resetCountersLike(db, pairPrefix(input.merchantId, view.loginName));
  return view;
}
