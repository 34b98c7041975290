// Agents as staff see them: the tree from the top agents down (each agent's direct downlines,
// with the way back up), a search by account, and an agent's page with its own contracts.
// Reads only; the settlement run and reruns live in domain/contracts. Another merchant's agent
// is no different from none.
import { and, asc, count, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/members';
import { AGENT_TYPES, isAgentType } from '../accounts';
import { contractsOfPayee } from '../contracts';
import { notFound, offsetOf, type PageInput, pageOf } from '../kernel';

type MemberRow = typeof members.$inferSelect;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Direct downlines of each member (one grouped read over the parent index). */
async function directCounts(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ parentId: members.parentId, n: count() })
    .from(members)
    .where(inArray(members.parentId, ids))
    .groupBy(members.parentId);
  return new Map(rows.map((r) => [r.parentId!, Number(r.n)]));
}

function agentRow(row: MemberRow, direct: ReadonlyMap<number, number>) {
  return {
    account: row.username,
    nickname: row.nickname ?? null,
    type: isAgentType(row.type)
      ? ('agent' as const)
      : row.type === 4
        ? ('trial' as const)
        : ('player' as const),
    status: row.status,
    directDownlines: direct.get(row.id) ?? 0,
    teamSize: row.teamSize,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface AgentFilter {
  /** An agent's account: its direct downlines (agents and players); without it the top agents. */
  parent?: string | undefined;
  /** Part of an agent's account name, anywhere in the tree. */
  q?: string | undefined;
}

async function agentOf(db: Db, merchantId: number, account: string) {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.username, account.trim())));
  if (!row || !isAgentType(row.type)) throw notFound('No such agent');
  return row;
}

/** A page of the tree: the top agents, one agent's direct downlines, or the agents matching `q`. */
export async function agentTreePage(
  db: Db,
  merchantId: number,
  filter: AgentFilter,
  page: PageInput,
) {
  const where: SQL[] = [eq(members.merchantId, merchantId)];
  const q = filter.q?.trim();
  const parent = filter.parent?.trim();
  if (parent) {
    where.push(eq(members.parentId, (await agentOf(db, merchantId, parent)).id));
  } else {
    where.push(inArray(members.type, [...AGENT_TYPES]));
    if (!q) where.push(isNull(members.parentId));
  }
  if (q) where.push(ilike(members.username, `%${escapeLike(q)}%`));
  const condition = and(...where);
  // One read after another: the page, then its total, then the rows' direct counts.
  const rows = await db
    .select()
    .from(members)
    .where(condition)
    .orderBy(desc(members.teamSize), asc(members.username))
    .limit(page.size)
    .offset(offsetOf(page));
  const [total] = await db.select({ n: count() }).from(members).where(condition);
  const direct = await directCounts(
    db,
    rows.filter((r) => isAgentType(r.type)).map((r) => r.id),
  );
  return pageOf(
    rows.map((r) => agentRow(r, direct)),
    Number(total?.n ?? 0),
    page,
  );
}

/** The most contracts an agent's page lists (an agent holds one per kind and game type). */
const CONTRACTS_SHOWN = 100;

/** An agent's page: the row, the way up from the top agent, and its own contracts, newest first. */
export async function agentDetail(db: Db, merchantId: number, account: string) {
  const row = await agentOf(db, merchantId, account);
  const up = await db.execute<{ username: string }>(sql`
    select m.username
      from member_tree t
      join members m on m.id = t.ancestor_id
     where t.descendant_id = ${row.id} and t.depth > 0
     order by t.depth desc`);
  const direct = await directCounts(db, [row.id]);
  const [parent] = row.parentId
    ? await db
        .select({ account: members.username })
        .from(members)
        .where(eq(members.id, row.parentId))
    : [];
  return {
    ...agentRow(row, direct),
    parent: parent?.account ?? null,
    path: up.rows.map((r) => r.username),
    contracts: await contractsOfPayee(db, merchantId, row.id, CONTRACTS_SHOWN),
  };
}
