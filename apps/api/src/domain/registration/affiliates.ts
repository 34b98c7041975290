// Affiliate (invitation) codes: an agent's code puts a new member under that agent.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { affiliateCodes } from '../../db/schema/accounts';
import { AppError } from '../shared';

export async function findAffiliate(
  db: Db,
  merchantId: number,
  code: string,
): Promise<{ code: string; agentId: number }> {
  const [row] = await db
    .select({ code: affiliateCodes.code, agentId: affiliateCodes.agentId })
    .from(affiliateCodes)
    .where(
      and(
        eq(affiliateCodes.merchantId, merchantId),
        eq(sql`upper(${affiliateCodes.code})`, code.trim().toUpperCase()),
        eq(affiliateCodes.enabled, true),
      ),
    )
    .limit(1);
  if (!row) throw new AppError(400, 'affiliate.invalid', 'Invalid invitation code');
  return row;
}
