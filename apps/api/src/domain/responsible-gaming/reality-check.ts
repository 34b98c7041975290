// The session reminder (reality check): every N minutes of a session the site shows how long
// the member has been signed in and the net result of the rounds since, and asks whether to
// continue or stop. The interval is the member's choice (members.reality_check_minutes); the
// figures are read from the bet records of the session's time (indexed by member and time).
import { and, eq, gte, sql } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { betRecords } from '../../db/schema/bets';
import { members } from '../../db/schema/members';
import { sessions } from '../../db/schema/sessions';
import { toDecimal } from '../kernel';

type RealityCheckWire = components['schemas']['RealityCheck'];
export const REALITY_CHECK_OPTIONS = [15, 30, 45, 60, 90, 120];

export async function realityCheckOf(
  db: Db,
  memberId: number,
  sessionId: number,
): Promise<RealityCheckWire> {
  const [row] = await db
    .select({ minutes: members.realityCheckMinutes, startedAt: sessions.createdAt })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.memberId, memberId)));
  if (!row) throw new Error(`session ${sessionId} of member ${memberId} vanished`);
  const [played] = await db
    .select({
      rounds: sql<number>`count(*)::int`,
      stake: sql<string>`coalesce(sum(${betRecords.stake}), 0)::text`,
      payout: sql<string>`coalesce(sum(${betRecords.payout}) filter (where ${betRecords.status} = 'SETTLED'), 0)::text`,
    })
    .from(betRecords)
    .where(and(eq(betRecords.memberId, memberId), gte(betRecords.createdAt, row.startedAt)));
  const stake = BigInt(played?.stake ?? '0');
  const payout = BigInt(played?.payout ?? '0');
  return {
    intervalMinutes: row.minutes,
    options: REALITY_CHECK_OPTIONS,
    sessionStartedAt: row.startedAt.getTime(),
    rounds: played?.rounds ?? 0,
    stake: toDecimal(stake),
    payout: toDecimal(payout),
    net: toDecimal(payout - stake),
  };
}

export async function setRealityCheck(
  db: Db,
  memberId: number,
  minutes: number | null,
): Promise<void> {
  await db.update(members).set({ realityCheckMinutes: minutes }).where(eq(members.id, memberId));
}
