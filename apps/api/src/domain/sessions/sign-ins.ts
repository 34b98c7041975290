// The member's sign-ins (`sign_ins`: one row per session opened, partitioned by month of
// created_at), read for a period so that only that period's months are scanned, with the
// session each opened while that session is still kept (purge.ts: a week after it ended).
import { type Column, type SQL, sql } from 'drizzle-orm';
import { at, type DbOrTx, iso } from '../kernel';

/** [from, to) in epoch ms: the months of `sign_ins` a read scans. */
interface SignInPeriod {
  from: number;
  to: number;
}

type SignInRow = {
  session_id: string;
  method: string;
  ip: string | null;
  user_agent: string | null;
  /** ISO text. */
  created_at: string;
  /** The session's, while it is kept (else null): ISO text. */
  last_seen_at: string | null;
  expires_at: string | null;
  revoked_at: string | null;
};

const inPeriod = (memberId: number, period: SignInPeriod): SQL =>
  sql`s.member_id = ${memberId} and s.created_at >= ${at(period.from)} and s.created_at < ${at(period.to)}`;

/** One page of the member's sign-ins of a period, newest first. */
export async function signInsOf(
  db: DbOrTx,
  memberId: number,
  period: SignInPeriod,
  page: { offset: number; limit: number },
): Promise<SignInRow[]> {
  const { rows } = await db.execute<SignInRow>(sql`
    select s.session_id::text, s.method, s.ip, s.user_agent, ${iso(sql`s.created_at`)} as created_at,
           ${iso(sql`x.last_seen_at`)} as last_seen_at, ${iso(sql`x.expires_at`)} as expires_at,
           ${iso(sql`x.revoked_at`)} as revoked_at
      from (select * from sign_ins s where ${inPeriod(memberId, period)}
             order by s.created_at desc, s.session_id desc
             offset ${page.offset} limit ${page.limit}) s
      left join sessions x on x.id = s.session_id
     order by s.created_at desc, s.session_id desc`);
  return rows;
}

/** How many sign-ins the member made in a period. */
export async function signInCount(
  db: DbOrTx,
  memberId: number,
  period: SignInPeriod,
): Promise<number> {
  const { rows } = await db.execute<{ n: string | number }>(
    sql`select count(*) as n from sign_ins s where ${inPeriod(memberId, period)}`,
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * A condition on a member (`member`, its id column): the member signed in from `ip` (exact, or
 * a prefix when `prefix`). Every retained month is searched (one probe of each month's address
 * index).
 */
export function signedInFrom(member: Column, merchantId: number, ip: string, prefix: boolean): SQL {
  const escaped = ip.replace(/[\\%_]/g, (c) => `\\${c}`);
  const address = prefix ? sql`s.ip like ${`${escaped}%`}` : sql`s.ip = ${ip}`;
  return sql`exists (select 1 from sign_ins s
                      where s.merchant_id = ${merchantId} and ${address}
                        and s.member_id = ${member})`;
}
