// The member's sign-ins (one session each) of the last 90 days, newest first, with where and
// on what they happened, and "sign out my other sessions".
import { and, count, desc, eq, gte } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema/sessions';
import {
  type ActiveSession,
  isLive,
  revokeMemberRememberTokens,
  revokeMemberSessions,
} from '../sessions';
import { offsetOf, type PageInput, pageOf } from '../kernel';
import { describeDevice } from './device';

type HistoryPage = components['schemas']['LoginHistoryPage'];
type Method = components['schemas']['LoginHistoryEntry']['method'];

export const HISTORY_DAYS = 90;

export async function loginHistory(
  db: Db,
  session: ActiveSession,
  paging: PageInput,
  now: number,
): Promise<HistoryPage> {
  const where = and(
    eq(sessions.memberId, session.member.id),
    gte(sessions.createdAt, new Date(now - HISTORY_DAYS * 86_400_000)),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(sessions)
      .where(where)
      .orderBy(desc(sessions.createdAt), desc(sessions.id))
      .limit(paging.size)
      .offset(offsetOf(paging)),
    db.select({ n: count() }).from(sessions).where(where),
  ]);
  const totalElements = total?.n ?? 0;
  return pageOf(
    rows.map((row) => ({
      id: row.id,
      at: row.createdAt.getTime(),
      method: row.method as Method,
      ip: row.ip,
      device: describeDevice(row.userAgent),
      current: row.id === session.sessionId,
      active: row.revokedAt === null && isLive(row, now),
    })),
    totalElements,
    paging,
  );
}

/** Ends every other session and remember token of the member; answers how many sessions. */
export async function signOutOtherSessions(
  db: Db,
  session: ActiveSession,
  now: number,
): Promise<number> {
  const signedOut = await revokeMemberSessions(db, session.member.id, now, session.sessionId);
  await revokeMemberRememberTokens(db, session.member.id, now, session.rememberTokenId);
  return signedOut;
}
