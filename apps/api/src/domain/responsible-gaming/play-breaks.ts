// Breaks from play: a time-out (24 hours to 6 weeks) or a self-exclusion (6 months to
// permanent). Taking one signs the member out everywhere (sessions, remember tokens, open
// game sessions); until it ends every sign-in is refused with `login.play.break`. A break
// cannot be shortened: there is no call that ends one early.
import { and, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { gameSessions } from '../../db/schema/games';
import { playBreaks } from '../../db/schema/responsible-gaming';
import { verifyOldPassword } from '../passwords';
import { type Member, revokeMemberRememberTokens, revokeMemberSessions } from '../sessions';
import { AppError } from '../kernel';

type PlayBreakWire = components['schemas']['PlayBreak'];
type Kind = components['schemas']['PlayBreakKind'];
type Duration = components['schemas']['PlayBreakDuration'];

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** What each kind allows, and how long each choice lasts (null: permanent). */
const DURATIONS: Record<Kind, Partial<Record<Duration, (from: number) => number | null>>> = {
  timeout: {
    '24h': (from) => from + DAY,
    '72h': (from) => from + 3 * DAY,
    '1w': (from) => from + 7 * DAY,
    '2w': (from) => from + 14 * DAY,
    '4w': (from) => from + 28 * DAY,
    '6w': (from) => from + 42 * DAY,
  },
  exclusion: {
    '6m': (from) => addMonths(from, 6),
    '1y': (from) => addMonths(from, 12),
    '2y': (from) => addMonths(from, 24),
    '5y': (from) => addMonths(from, 60),
    permanent: () => null,
  },
};

function addMonths(from: number, months: number): number {
  const d = new Date(from);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.getTime();
}

const toWire = (row: typeof playBreaks.$inferSelect): PlayBreakWire => ({
  kind: row.kind,
  duration: row.duration as Duration,
  startsAt: row.startsAt.getTime(),
  endsAt: row.endsAt?.getTime() ?? null,
});

/** The break in force now, if any (the one that ends last). */
async function activePlayBreak(
  db: Db,
  memberId: number,
  now: number,
): Promise<PlayBreakWire | null> {
  const rows = await db
    .select()
    .from(playBreaks)
    .where(
      and(
        eq(playBreaks.memberId, memberId),
        lte(playBreaks.startsAt, new Date(now)),
        or(isNull(playBreaks.endsAt), gt(playBreaks.endsAt, new Date(now))),
      ),
    )
    .orderBy(desc(playBreaks.startsAt));
  const end = (row: (typeof rows)[number]) => row.endsAt?.getTime() ?? Infinity;
  const longest = rows.sort((a, b) => end(b) - end(a))[0];
  return longest ? toWire(longest) : null;
}

/** Sign-in refusal for a member on a break. */
export async function refuseSignInOnBreak(db: Db, memberId: number, now: number): Promise<void> {
  const active = await activePlayBreak(db, memberId, now);
  if (!active) return;
  const what = active.kind === 'timeout' ? 'a time-out' : 'a self-exclusion';
  throw new AppError(
    400,
    'login.play.break',
    active.endsAt === null
      ? `This account is in ${what} without an end`
      : `This account is in ${what} until ${new Date(active.endsAt).toISOString()}`,
    { kind: active.kind, until: active.endsAt },
  );
}

export interface PlayBreakInput {
  kind: Kind;
  duration: Duration;
  password: string;
}

/** Confirms with the sign-in password, records the break and signs the member out everywhere. */
export async function startPlayBreak(
  db: Db,
  member: Member,
  input: PlayBreakInput,
  now: number,
): Promise<PlayBreakWire> {
  const endOf = DURATIONS[input.kind][input.duration];
  if (!endOf) {
    throw new AppError(400, 'request.param.err', `A ${input.kind} cannot last ${input.duration}`);
  }
  // Counted with the password change's guesses (login.locked once they are used up).
  await verifyOldPassword(db, member, input.password, now).catch((error: unknown) => {
    if (error instanceof AppError && error.errorCode === 'password.old.invalid') {
      throw new AppError(400, 'account.password.invalid', 'The password is incorrect');
    }
    throw error;
  });
  const endsAt = endOf(now);
  const [row] = await db
    .insert(playBreaks)
    .values({
      memberId: member.id,
      kind: input.kind,
      duration: input.duration,
      startsAt: new Date(now),
      endsAt: endsAt === null ? null : new Date(endsAt),
    })
    .returning();
  await revokeMemberSessions(db, member.id, now);
  await revokeMemberRememberTokens(db, member.id, now);
  await db
    .update(gameSessions)
    .set({ expiresAt: new Date(now) })
    .where(and(eq(gameSessions.memberId, member.id), gt(gameSessions.expiresAt, new Date(now))));
  if (!row) throw new Error('play break not stored');
  return toWire(row);
}
