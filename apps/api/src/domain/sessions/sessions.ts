// Sessions: 256-bit random tokens, stored hashed, with an idle and an absolute timeout and
// revocation at logout. The token itself is only ever known to the client.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { members } from '../../db/schema/members';
import { sessions } from '../../db/schema/sessions';
import { AppError, type DbOrTx, type Member, walletColumns, walletsOf } from '../kernel';
import { sessionCacheOf } from './cache';

/** A session dies after this long without a request. */
export const SESSION_IDLE_MS = 30 * 60_000;
/** ...and after this long whatever happens. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
/** last_seen_at is written at most this often, so reads stay cheap. */
const TOUCH_EVERY_MS = 60_000;

export type SessionMethod = 'password' | 'sms' | 'social' | 'freeplay' | 'register' | 'token';

export type { Member };

/**
 * A member the merchant locked: no new session (400, as every sign-in refusal) and an open one
 * stops working (401).
 */
const memberLocked = (status: 400 | 401) =>
  new AppError(status, 'member.locked', 'This account is locked, please contact customer service');

export const hashToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

export interface OpenSessionOptions {
  mustChangePassword?: boolean;
  rememberTokenId?: number | null;
  /** Where and on what the sign-in happened (the member's sign-in history). */
  ip?: string | null;
  userAgent?: string | null;
}

/** User agents are kept to this length. */
const USER_AGENT_MAX = 300;

/**
 * Opens a session and records the sign-in (`sign_ins`, the member's history) in one statement:
 * both rows or neither.
 */
export async function openSession(
  db: DbOrTx,
  member: Member,
  method: SessionMethod,
  now: number,
  options: OpenSessionOptions = {},
): Promise<string> {
  if (member.status === 'locked') throw memberLocked(400);
  const token = randomBytes(32).toString('base64url');
  const at = new Date(now).toISOString();
  const ends = new Date(now + SESSION_ABSOLUTE_MS).toISOString();
  await db.execute(sql`
    with opened as (
      insert into sessions (merchant_id, member_id, token_hash, method, created_at, last_seen_at,
                            expires_at, must_change_password, remember_token_id)
      values (${member.merchantId}, ${member.id}, ${hashToken(token)}, ${method},
              ${at}::timestamptz, ${at}::timestamptz, ${ends}::timestamptz,
              ${options.mustChangePassword ?? false}, ${options.rememberTokenId ?? null})
      returning id, merchant_id, member_id, method, created_at
    )
    insert into sign_ins (session_id, merchant_id, member_id, method, ip, user_agent, created_at)
    select id, merchant_id, member_id, method, ${options.ip ?? null}::text,
           ${options.userAgent?.slice(0, USER_AGENT_MAX) ?? null}::text, created_at
      from opened`);
  return token;
}

const noSession = () =>
  new AppError(401, 'login.not.session', 'You are not logged in, please login');
const invalid = () =>
  new AppError(401, 'user.or.token.invalid', 'Your session is no longer valid, please login');
const expired = () =>
  new AppError(401, 'user.token.expired', 'Your session has expired, please login');

export interface ActiveSession {
  sessionId: number;
  method: SessionMethod;
  member: Member;
  mustChangePassword: boolean;
  rememberTokenId: number | null;
}

/** The session and member behind a token hash: run on every signed-in request. */
const sessionByToken = (db: Db) =>
  prepared(db, 'session_by_token', () =>
    db
      .select({ session: sessions, member: members })
      .from(sessions)
      .innerJoin(members, eq(members.id, sessions.memberId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          eq(sessions.merchantId, sql.placeholder('merchantId')),
        ),
      )
      .limit(1)
      .prepare('session_by_token'),
  );

/**
 * The same with the member's wallet accounts (one row each; one row with null account fields
 * before the member's first account exists): the signed-in balance call, the most frequent
 * one, in one round trip. A token hash is unique, so the rows are one session's.
 */
const sessionAndWalletsByToken = (db: Db) =>
  prepared(db, 'session_wallets_by_token', () =>
    db
      .select({
        session: sessions,
        member: members,
        ...walletColumns,
      })
      .from(sessions)
      .innerJoin(members, eq(members.id, sessions.memberId))
      .leftJoin(...walletsOf(sessions.memberId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          eq(sessions.merchantId, sql.placeholder('merchantId')),
        ),
      )
      .prepare('session_wallets_by_token'),
  );

/** A member's wallet account as read with the session: vendorCode null for the main one. */
export interface SessionWallet {
  vendorCode: string | null;
  balance: bigint;
}

type SessionRow = { session: typeof sessions.$inferSelect; member: Member };

/** Checks a looked-up session (revoked, expired, idle) and records activity at most once a minute. */
async function activeSession(
  db: Db,
  row: SessionRow | undefined,
  now: number,
): Promise<ActiveSession> {
  if (!row) throw invalid();
  // Before the revocation: locking revoked the session, and its holder is told why.
  if (row.member.status === 'locked') throw memberLocked(401);
  if (row.session.revokedAt) throw invalid();
  const { session } = row;
  if (now >= session.expiresAt.getTime() || now - session.lastSeenAt.getTime() >= SESSION_IDLE_MS) {
    throw expired();
  }
  if (now - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, session.id));
    // The kept copy still has the old time (the update announces it to other processes too).
    sessionCacheOf(db)?.dropMember(row.member.id);
  }
  return {
    sessionId: session.id,
    method: session.method as SessionMethod,
    member: row.member,
    mustChangePassword: session.mustChangePassword,
    rememberTokenId: session.rememberTokenId,
  };
}

/** A session with its member and wallets, as read by one statement. */
interface SessionLookup {
  row: SessionRow;
  wallets: SessionWallet[];
}

async function readSessionWithWallets(
  db: Db,
  tokenHash: string,
  merchantId: number,
): Promise<SessionLookup | undefined> {
  const rows = await sessionAndWalletsByToken(db).execute({ tokenHash, merchantId });
  const first = rows[0];
  if (!first) return undefined;
  const wallets: SessionWallet[] = [];
  for (const r of rows) {
    if (r.balance !== null) wallets.push({ vendorCode: r.vendorCode, balance: r.balance });
  }
  return { row: { session: first.session, member: first.member }, wallets };
}

/**
 * The session and member behind a token: from this process's cache when the app keeps one
 * (cache.ts says when a copy may be served), else from the database.
 */
async function lookUp(db: Db, merchantId: number, token: string): Promise<SessionRow | undefined> {
  const tokenHash = hashToken(token);
  const read = async () => (await sessionByToken(db).execute({ tokenHash, merchantId }))[0];
  const cache = sessionCacheOf<SessionRow>(db);
  if (!cache) return read();
  const entry = await cache.lookup(`${merchantId}:${tokenHash}`, async () => {
    const value = await read();
    return value && { memberId: value.member.id, value };
  });
  return entry?.value;
}

/** The member behind a token of this merchant, or a 401 AppError. */
export async function resolveSession(
  db: Db,
  merchantId: number,
  token: string | undefined,
  now: number,
): Promise<ActiveSession> {
  if (!token) throw noSession();
  return activeSession(db, await lookUp(db, merchantId, token), now);
}

/** `resolveSession` and the member's wallet accounts with their balances, in one statement. */
export async function resolveSessionWithWallets(
  db: Db,
  merchantId: number,
  token: string | undefined,
  now: number,
): Promise<ActiveSession & { wallets: SessionWallet[] }> {
  if (!token) throw noSession();
  // Never from memory: a balance is money, and a ledger post this process makes outside a
  // write request (a VIP level-up paid while its page is read, a job) announces itself only
  // when its NOTIFY comes back. One statement reads the session and the balances, as before.
  const found = await readSessionWithWallets(db, hashToken(token), merchantId);
  const session = await activeSession(db, found?.row, now);
  return { ...session, wallets: found ? found.wallets : [] };
}

export async function revokeSession(db: Db, sessionId: number, now: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * Revokes every open session of a member except `keep` (password changed or reset, "sign out
 * my other sessions"); answers how many were still usable (not past their timeouts).
 */
export async function revokeMemberSessions(
  db: Db,
  memberId: number,
  now: number,
  keep?: number,
): Promise<number> {
  const conditions = [eq(sessions.memberId, memberId), isNull(sessions.revokedAt)];
  if (keep !== undefined) conditions.push(ne(sessions.id, keep));
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: new Date(now) })
    .where(and(...conditions))
    .returning({ expiresAt: sessions.expiresAt, lastSeenAt: sessions.lastSeenAt });
  return revoked.filter((s) => isLive(s, now)).length;
}

/** Within both timeouts (a session nobody revoked may still have lapsed). */
export function isLive(session: { expiresAt: Date; lastSeenAt: Date }, now: number): boolean {
  return now < session.expiresAt.getTime() && now - session.lastSeenAt.getTime() < SESSION_IDLE_MS;
}
