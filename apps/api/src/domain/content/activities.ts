// The activity centre: what a member can do with each activity, from its dates, its kind
// (JOIN sign-up or CLAIM reward) and the member's own claim.
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { rewardClaims } from '../../db/schema/player-content';
import { memberClaims } from '../announcements';
import { AppError } from '../shared';
import { type EntryRow, entriesOf } from './content-entries';

export type Activity = components['schemas']['Activity'];
export type ActivityStatus = components['schemas']['ActivityStatus'];

const CLAIM_STATUSES = new Set(['Applying', 'Process', 'Rejected', 'Issued', 'Claimed']);

export function activityStatus(
  row: EntryRow,
  claim: string | undefined,
  now: number,
): ActivityStatus {
  if (row.startDate && now < row.startDate.getTime()) return 'ComingSoon';
  const ended = row.endDate !== null && now >= row.endDate.getTime();
  if (row.activityKind === 'JOIN') {
    if (claim === 'Joined') return 'Joined';
    return ended ? 'Close' : 'Join';
  }
  if (claim && CLAIM_STATUSES.has(claim)) return claim as ActivityStatus;
  return ended ? 'Close' : 'Claim';
}

export async function activities(
  db: Db,
  merchantId: number,
  memberId: number | null,
  lang: string,
  now: number,
): Promise<Activity[]> {
  const [rows, claims] = await Promise.all([
    entriesOf(db, merchantId, 'activity', lang),
    memberId === null
      ? Promise.resolve(new Map<string, string>())
      : memberClaims(db, memberId, 'activity'),
  ]);
  return rows.map((row) => ({
    id: row.key,
    kind: row.activityKind === 'JOIN' ? 'JOIN' : 'CLAIM',
    title: row.title,
    summary: row.summary,
    html: row.html,
    imageUrl: row.imageUrl,
    startDate: (row.startDate ?? row.publishedAt).getTime(),
    endDate: row.endDate?.getTime() ?? null,
    status: activityStatus(row, claims.get(row.key), now),
  }));
}

/** Join (JOIN activities) or claim (CLAIM activities) while the activity runs; idempotent. */
export async function actOnActivity(
  db: Db,
  merchantId: number,
  memberId: number,
  id: string,
  action: 'join' | 'claim',
  now: number,
): Promise<{ id: string; status: ActivityStatus }> {
  const [row] = await entriesOf(db, merchantId, 'activity', 'EN', id);
  if (!row) throw new AppError(404, 'not.found', 'No such activity');
  const claims = await memberClaims(db, memberId, 'activity');
  const current = activityStatus(row, claims.get(id), now);
  const wanted = action === 'join' ? 'Join' : 'Claim';
  if (current !== wanted) {
    const done = action === 'join' ? current === 'Joined' : CLAIM_STATUSES.has(current);
    if (done) return { id, status: current };
    throw new AppError(400, 'activity.unavailable', 'This activity does not take this action now');
  }
  const status = action === 'join' ? 'Joined' : 'Applying';
  await db
    .insert(rewardClaims)
    .values({
      memberId,
      source: 'activity',
      key: id,
      status,
      createdAt: new Date(now),
      updatedAt: new Date(now),
    })
    .onConflictDoNothing();
  const after = (await memberClaims(db, memberId, 'activity')).get(id);
  return { id, status: activityStatus(row, after, now) };
}
