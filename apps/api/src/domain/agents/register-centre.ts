// The register centre: the agent's own rebates (upstream
// MCSFE_getGlobalRebateSettingsByProductType), new downlines, affiliate links
// (MCSFE_createAffiliateUrl / viewAffiliateUrls / deleteAffiliateUrl /
// viewRegisteredAffiliates), promotion to agent and rebate changes.
import { randomInt } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/members';
import { affiliateUrls } from '../../db/schema/team';
import { hashPassword, PLAYER_TYPE } from '../accounts';
import { AppError, notFound } from '../kernel';
import { type Caller, requireDownline } from './tree';
import { iso, paging } from './query';
import { PRODUCT_TYPES, rebateList } from './types';

export interface RebateInput {
  productType: string;
  rate: string;
}

/** Rates in hundredths of a percent, exact. */
const hundredths = (rate: string): number => {
  const [whole = '0', frac = ''] = rate.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0').slice(0, 2));
};
const rateText = (h: number): string =>
  `${Math.floor(h / 100)}.${String(h % 100).padStart(2, '0')}`;

async function ownRebates(db: Db, agentId: number): Promise<Record<string, string>> {
  const [row] = await db
    .select({ rebates: members.rebates })
    .from(members)
    .where(eq(members.id, agentId));
  return row?.rebates ?? {};
}

export async function rebateSettings(db: Db, agent: Caller) {
  const own = await ownRebates(db, agent.id);
  return {
    settings: PRODUCT_TYPES.map((productType) => {
      const rate = rateText(hundredths(own[productType] ?? '0'));
      return { productType, rate, maxRate: rate };
    }),
  };
}

/** The rates as stored, each checked against the agent's own (agent.rebate.too.high). */
async function checkedRebates(
  db: Db,
  agentId: number,
  rebates: readonly RebateInput[],
): Promise<Record<string, string>> {
  const own = await ownRebates(db, agentId);
  const result: Record<string, string> = {};
  for (const { productType, rate } of rebates) {
    const wanted = hundredths(rate);
    const max = hundredths(own[productType] ?? '0');
    if (wanted > max) {
      throw new AppError(
        400,
        'agent.rebate.too.high',
        `The ${productType} rebate may be at most ${rateText(max)}%`,
        { productType, maxRate: rateText(max) },
      );
    }
    result[productType] = rateText(wanted);
  }
  return result;
}

export interface NewDownline {
  account: string;
  password: string;
  type: 0 | 1;
  nickname?: string | undefined;
  rebates: readonly RebateInput[];
}

export async function createDownline(db: Db, agent: Caller, input: NewDownline, now: number) {
  const rebates = await checkedRebates(db, agent.id, input.rebates);
  const [created] = await db
    .insert(members)
    .values({
      merchantId: agent.merchantId,
      username: input.account,
      passwordHash: await hashPassword(input.password),
      type: input.type === 1 ? 1 : PLAYER_TYPE,
      nickname: input.nickname?.trim() || null,
      parentId: agent.id,
      rebates,
      createdAt: new Date(now),
      passwordChangedAt: new Date(now),
    })
    .onConflictDoNothing()
    .returning({ id: members.id, username: members.username, type: members.type });
  if (!created) throw new AppError(400, 'exists.username.err', 'This username already exists');
  return { memberId: created.id, account: created.username, type: created.type };
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () =>
  Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

type LinkRow = {
  id: number;
  code: string;
  member_type: number;
  rebates: Record<string, string>;
  expires_at: string | null;
  created_at: string;
  registrations: string;
  expired: boolean;
};

const linkView = (r: LinkRow) => ({
  affiUrlId: Number(r.id),
  code: r.code,
  url: `/register?affiliateCode=${r.code}`,
  type: Number(r.member_type),
  rebates: rebateList(r.rebates),
  expiresAt: r.expires_at,
  createdAt: r.created_at,
  registrations: Number(r.registrations),
  expired: Boolean(r.expired),
});

async function links(db: Db, agentId: number, now: number, id?: number): Promise<LinkRow[]> {
  const result = await db.execute<LinkRow>(sql`
    select u.id, u.code, u.member_type, u.rebates,
           ${iso(sql`u.expires_at`)} as expires_at, ${iso(sql`u.created_at`)} as created_at,
           (select count(*) from members m where m.affiliate_url_id = u.id)::text as registrations,
           (u.expires_at is not null and u.expires_at <= ${new Date(now).toISOString()}) as expired
      from affiliate_urls u
     where u.agent_id = ${agentId} and u.deleted_at is null
       ${id === undefined ? sql`` : sql`and u.id = ${id}`}
     order by u.id desc`);
  return result.rows;
}

export interface NewLink {
  type: 0 | 1;
  rebates: readonly RebateInput[];
  expiresAt?: string | undefined;
}

export async function createAffiliateUrl(db: Db, agent: Caller, input: NewLink, now: number) {
  const rebates = await checkedRebates(db, agent.id, input.rebates);
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && !(expiresAt.getTime() > now)) {
    throw new AppError(400, 'agent.affiliate.expiry.invalid', 'The expiry must be in the future');
  }
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await db
      .insert(affiliateUrls)
      .values({
        merchantId: agent.merchantId,
        agentId: agent.id,
        code: newCode(),
        memberType: input.type,
        rebates,
        expiresAt,
        createdAt: new Date(now),
      })
      .onConflictDoNothing()
      .returning({ id: affiliateUrls.id });
    if (row) {
      const [link] = await links(db, agent.id, now, row.id);
      if (link) return linkView(link);
    }
  }
  throw new Error('no free affiliate code after 5 attempts');
}

export async function viewAffiliateUrls(db: Db, agent: Caller, now: number) {
  return { list: (await links(db, agent.id, now)).map(linkView) };
}

export async function deleteAffiliateUrl(db: Db, agent: Caller, id: number, now: number) {
  const deleted = await db
    .update(affiliateUrls)
    .set({ deletedAt: new Date(now) })
    .where(
      and(
        eq(affiliateUrls.id, id),
        eq(affiliateUrls.agentId, agent.id),
        isNull(affiliateUrls.deletedAt),
      ),
    )
    .returning({ id: affiliateUrls.id });
  if (deleted.length === 0) throw notFound('No such affiliate link');
  return { deleted: true };
}

export async function viewRegisteredAffiliates(
  db: Db,
  agent: Caller,
  query: {
    affiUrlId?: number | undefined;
    page?: number | undefined;
    pageSize?: number | undefined;
  },
) {
  const page = paging(query);
  if (query.affiUrlId !== undefined) {
    const [own] = await db
      .select({ id: affiliateUrls.id })
      .from(affiliateUrls)
      .where(and(eq(affiliateUrls.id, query.affiUrlId), eq(affiliateUrls.agentId, agent.id)));
    if (!own) throw notFound('No such affiliate link');
  }
  const where = sql`u.agent_id = ${agent.id} ${
    query.affiUrlId === undefined ? sql`` : sql`and u.id = ${query.affiUrlId}`
  }`;
  const [rows, count] = await Promise.all([
    db.execute<{
      id: number;
      username: string;
      type: number;
      url_id: number;
      code: string;
      created_at: string;
    }>(sql`
      select m.id, m.username, m.type, u.id as url_id, u.code, ${iso(sql`m.created_at`)} as created_at
        from affiliate_urls u join members m on m.affiliate_url_id = u.id
       where ${where}
       order by m.created_at desc, m.id desc
       limit ${page.pageSize} offset ${page.offset}`),
    db.execute<{ n: string }>(sql`
      select count(*)::text as n from affiliate_urls u join members m on m.affiliate_url_id = u.id
       where ${where}`),
  ]);
  return {
    list: rows.rows.map((r) => ({
      memberId: Number(r.id),
      account: r.username,
      type: Number(r.type),
      affiUrlId: Number(r.url_id),
      code: r.code,
      registeredAt: r.created_at,
    })),
    total: Number(count.rows[0]?.n ?? 0),
    page: page.page,
    pageSize: page.pageSize,
  };
}

export async function promoteToAgent(db: Db, agent: Caller, memberId: number) {
  const depth = await requireDownline(db, agent.id, memberId);
  const promoted =
    depth === 1
      ? await db
          .update(members)
          .set({ type: 1 })
          .where(and(eq(members.id, memberId), eq(members.type, PLAYER_TYPE)))
          .returning({ id: members.id, username: members.username, type: members.type })
      : [];
  const row = promoted[0];
  if (!row) {
    throw new AppError(
      400,
      'agent.promote.invalid',
      'Only a player directly under you can be promoted',
    );
  }
  return { memberId: row.id, account: row.username, type: row.type };
}

export async function updateRebates(
  db: Db,
  agent: Caller,
  memberId: number,
  rebates: readonly RebateInput[],
) {
  await requireDownline(db, agent.id, memberId);
  const checked = await checkedRebates(db, agent.id, rebates);
  await db.update(members).set({ rebates: checked }).where(eq(members.id, memberId));
}
