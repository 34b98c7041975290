// Affiliate (invitation) codes: an agent's code, or the code of one of its affiliate links,
// puts a new member under that agent (a link also decides the member type and rebates).
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { affiliateCodes } from '../../db/schema/accounts';
import { affiliateUrls } from '../../db/schema/team';
import { AppError } from '../kernel';

export interface Affiliate {
  code: string;
  agentId: number;
  /** Set when the code is an affiliate link's. */
  link: { id: number; memberType: number; rebates: Record<string, string> } | null;
}

export async function findAffiliate(
  db: Db,
  merchantId: number,
  code: string,
  now: number,
): Promise<Affiliate> {
  const wanted = code.trim().toUpperCase();
  const [row] = await db
    .select({ code: affiliateCodes.code, agentId: affiliateCodes.agentId })
    .from(affiliateCodes)
    .where(
      and(
        eq(affiliateCodes.merchantId, merchantId),
        eq(sql`upper(${affiliateCodes.code})`, wanted),
        eq(affiliateCodes.enabled, true),
      ),
    )
    .limit(1);
  if (row) return { ...row, link: null };
  const [link] = await db
    .select({
      id: affiliateUrls.id,
      code: affiliateUrls.code,
      agentId: affiliateUrls.agentId,
      memberType: affiliateUrls.memberType,
      rebates: affiliateUrls.rebates,
    })
    .from(affiliateUrls)
    .where(
      and(
        eq(affiliateUrls.merchantId, merchantId),
        eq(affiliateUrls.code, wanted),
        isNull(affiliateUrls.deletedAt),
        or(isNull(affiliateUrls.expiresAt), gt(affiliateUrls.expiresAt, new Date(now))),
      ),
    )
    .limit(1);
  if (!link) throw new AppError(400, 'affiliate.invalid', 'Invalid invitation code');
  return {
    code: link.code,
    agentId: link.agentId,
    link: { id: link.id, memberType: link.memberType, rebates: link.rebates },
  };
}
