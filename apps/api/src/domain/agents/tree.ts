// The agent tree (closure table `member_tree`): who is under whom. Every agent call starts
// from the session's member; any id outside its subtree is "not found".
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberTree } from '../../db/schema/team';
import { isAgentType } from '../accounts';
import { type AgentRef, AppError, notFound } from '../kernel';

/** The agent who asks (the kernel's agent type). */
export type Caller = AgentRef;

/** Agent operations refuse players and trial accounts. */
export function requireAgent(member: Caller): void {
  if (!isAgentType(member.type)) {
    throw new AppError(403, 'login.not.agent', 'Non-agents cannot use the agent centre');
  }
}

/** Depth of `memberId` under `agentId` (0 = the agent itself); not found outside the subtree. */
export async function depthUnder(db: Db, agentId: number, memberId: number): Promise<number> {
  const [row] = await db
    .select({ depth: memberTree.depth })
    .from(memberTree)
    .where(and(eq(memberTree.ancestorId, agentId), eq(memberTree.descendantId, memberId)));
  if (!row) throw notFound('No such downline');
  return row.depth;
}

/** A downline strictly under the agent (depth >= 1), else not found. */
export async function requireDownline(db: Db, agentId: number, memberId: number): Promise<number> {
  const depth = await depthUnder(db, agentId, memberId);
  if (depth < 1) throw notFound('No such downline');
  return depth;
}

export interface Crumb {
  memberId: number;
  account: string;
}

/** From the agent down to `memberId` (both included). */
export async function breadcrumb(db: Db, agentId: number, memberId: number): Promise<Crumb[]> {
  const result = await db.execute<{ id: number; username: string }>(sql`
    select m.id, m.username
      from member_tree up
      join member_tree mine on mine.ancestor_id = ${agentId} and mine.descendant_id = up.ancestor_id
      join members m on m.id = up.ancestor_id
     where up.descendant_id = ${memberId}
     order by up.depth desc`);
  return result.rows.map((r) => ({ memberId: Number(r.id), account: r.username }));
}
