// The member's sign-ins of the last 90 days, newest first, with where and on what they
// happened, and "sign out my other sessions". Read from `sign_ins` (partitioned by month) for
// that window only, so the months before it (and the coming ones) are not scanned.
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import {
  type ActiveSession,
  isLive,
  revokeMemberRememberTokens,
  revokeMemberSessions,
  signInCount,
  signInsOf,
} from '../sessions';
import { offsetOf, type PageInput, pageOf } from '../kernel';
import { describeDevice } from './device';

type HistoryPage = components['schemas']['LoginHistoryPage'];
type Method = components['schemas']['LoginHistoryEntry']['method'];

export const HISTORY_DAYS = 90;
/** A sign-in just made on another replica may be dated a little ahead of this one's clock. */
const CLOCK_MARGIN_MS = 60 * 60_000;

export async function loginHistory(
  db: Db,
  session: ActiveSession,
  paging: PageInput,
  now: number,
): Promise<HistoryPage> {
  const memberId = session.member.id;
  const period = { from: now - HISTORY_DAYS * 86_400_000, to: now + CLOCK_MARGIN_MS };
  const [rows, total] = await Promise.all([
    signInsOf(db, memberId, period, { offset: offsetOf(paging), limit: paging.size }),
    signInCount(db, memberId, period),
  ]);
  return pageOf(
    rows.map((row) => {
      const id = Number(row.session_id);
      return {
        id,
        at: Date.parse(row.created_at),
        method: row.method as Method,
        ip: row.ip,
        device: describeDevice(row.user_agent),
        current: id === session.sessionId,
        // A session no longer kept ended more than a week ago.
        active:
          row.expires_at !== null &&
          row.last_seen_at !== null &&
          row.revoked_at === null &&
          isLive(
            { expiresAt: new Date(row.expires_at), lastSeenAt: new Date(row.last_seen_at) },
            now,
          ),
      };
    }),
    total,
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
