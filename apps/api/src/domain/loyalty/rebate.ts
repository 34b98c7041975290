// Manual rebate: a share of the member's valid bets (settled stakes) per game category, at the
// rate of the member's VIP level, accrued since its last claim. The member claims the total
// (at least the merchant's minimum): the claim is number `rebate_claims + 1` of the member, paid
// as one grant (`rebate`, `claim:<n>`, ledger kind `rebate`), and every category's valid bets
// up to now stop accruing (rebate_watermarks). Each category's amount is rounded down to a
// minor unit; the fraction is not carried. The claim runs under the lock of the member's
// loyalty row, so a double click or concurrent claims pay once: the claim names its number
// and a second claim of the same number is refused (rebate.claim.duplicate).
import { count, desc, eq } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import {
  memberLoyalty,
  type RebateLine,
  rebateClaims,
  rebateWatermarks,
} from '../../db/schema/loyalty';
import {
  type DbOrTx,
  toDecimal,
  AppError,
  offsetOf,
  type PageInput,
  pageOf,
  readsOf,
} from '../kernel';
import type { Merchant } from '../merchants';
import { grantReward, grantToWire } from '../rewards';
import {
  type LoyaltyRules,
  plainPercent,
  rebateOf,
  ratesOf,
  turnoverOf,
  validBetsByCategory,
} from './config';
import { evaluateIn, evaluateVip } from './vip';

export type ManualRebate = components['schemas']['ManualRebate'];
export type ManualRebateClaim = components['schemas']['ManualRebateClaim'];
export type ManualRebateRecordPage = components['schemas']['ManualRebateRecordPage'];
type ClaimRow = typeof rebateClaims.$inferSelect;

interface Accrual {
  lines: (RebateLine & { total: bigint; minor: bigint })[];
  total: bigint;
}

/** What has accrued per category since the last claim, at the rates of `level`. */
async function accrued(db: DbOrTx, rules: LoyaltyRules, memberId: number, level: number) {
  const [valid, marks] = await readsOf(db, [
    () => validBetsByCategory(db, memberId),
    () => db.select().from(rebateWatermarks).where(eq(rebateWatermarks.memberId, memberId)),
  ]);
  const claimed = new Map(marks.map((m) => [m.category, m.validBets]));
  const rates = ratesOf(rules, level);
  const categories = [...new Set([...rates.keys(), ...valid.keys()])].sort();
  const out: Accrual = { lines: [], total: 0n };
  for (const category of categories) {
    const total = valid.get(category) ?? 0n;
    const delta = total - (claimed.get(category) ?? 0n);
    const percent = rates.get(category) ?? '0';
    const minor = delta > 0n ? rebateOf(delta, percent) : 0n;
    out.total += minor;
    out.lines.push({
      category,
      validBet: toDecimal(delta > 0n ? delta : 0n),
      rate: plainPercent(percent),
      amount: toDecimal(minor),
      total,
      minor,
    });
  }
  return out;
}

const wireLines = (lines: Accrual['lines']): RebateLine[] =>
  lines.map(({ category, validBet, rate, amount }) => ({ category, validBet, rate, amount }));

interface Input {
  merchant: Merchant;
  memberId: number;
  lang: string;
  now: number;
}

/** The rebate page: what has accrued per category, the rates, the total and the claim rules. */
export async function manualRebate(db: Db, input: Input): Promise<ManualRebate> {
  const { rules, level, row } = await evaluateVip(db, input);
  const { lines, total } = await accrued(db, rules, input.memberId, level);
  return {
    vipLevel: level,
    nextClaim: (row?.rebateClaims ?? 0) + 1,
    categories: wireLines(lines),
    total: toDecimal(total),
    minimum: toDecimal(rules.minClaim),
    claimable: total > 0n && total >= rules.minClaim,
    currency: input.merchant.currency,
  };
}

function recordToWire(r: ClaimRow) {
  return {
    id: r.id,
    seq: r.seq,
    vipLevel: r.level,
    amount: toDecimal(r.amount),
    currency: r.currency,
    categories: r.lines,
    claimedAt: r.claimedAt.getTime(),
  };
}

/** Claims the accrued rebate as claim number `seq` (the summary's `nextClaim`). */
export async function claimManualRebate(
  db: Db,
  input: Input & { seq: number },
): Promise<ManualRebateClaim> {
  const { merchant, memberId, now, lang } = input;
  const { rules } = await evaluateVip(db, input);
  const turnover = await turnoverOf(db, memberId, now, merchant.settings.timeZone);
  const done = await db.transaction(async (tx) => {
    const row = await evaluateIn(tx, rules, { ...input, turnover });
    if (input.seq <= row.rebateClaims) {
      throw new AppError(400, 'rebate.claim.duplicate', 'This rebate has already been claimed', {
        seq: input.seq,
        nextClaim: row.rebateClaims + 1,
      });
    }
    if (input.seq !== row.rebateClaims + 1) {
      throw new AppError(400, 'request.param.err', 'The claim number is not the next one', {
        nextClaim: row.rebateClaims + 1,
      });
    }
    const { lines, total } = await accrued(tx, rules, memberId, row.level);
    if (total === 0n)
      throw new AppError(
        400,
        'rebate.nothing.accrued',
        'No rebate has accrued since your last claim',
      );
    if (total < rules.minClaim) {
      throw new AppError(400, 'rebate.below.minimum', 'The rebate is below the minimum claim', {
        amount: toDecimal(total),
        minimum: toDecimal(rules.minClaim),
      });
    }
    const granted = await grantReward(tx, {
      merchantId: merchant.id,
      memberId,
      currency: merchant.currency,
      sourceKind: 'rebate',
      sourceId: `claim:${input.seq}`,
      amount: total,
      wageringMultiple: rules.rebateWageringMultiple,
      paidAs: 'Claimed',
      language: lang,
      now,
    });
    if (!granted.created) {
      throw new AppError(400, 'rebate.claim.duplicate', 'This rebate has already been claimed', {
        seq: input.seq,
        nextClaim: row.rebateClaims + 1,
      });
    }
    for (const line of lines) {
      await tx
        .insert(rebateWatermarks)
        .values({ memberId, category: line.category, validBets: line.total })
        .onConflictDoUpdate({
          target: [rebateWatermarks.memberId, rebateWatermarks.category],
          set: { validBets: line.total },
        });
    }
    const [claim] = await tx
      .insert(rebateClaims)
      .values({
        merchantId: merchant.id,
        memberId,
        seq: input.seq,
        level: row.level,
        amount: total,
        currency: merchant.currency,
        lines: wireLines(lines.filter((l) => l.minor > 0n)),
        grantId: granted.grant.id,
        claimedAt: new Date(now),
      })
      .returning();
    await tx
      .update(memberLoyalty)
      .set({ rebateClaims: input.seq })
      .where(eq(memberLoyalty.memberId, memberId));
    if (!claim) throw new Error('rebate claim not recorded');
    return { claim, granted };
  });
  const { grant, balance } = done.granted;
  return {
    record: recordToWire(done.claim),
    grant: grantToWire(grant, lang, {
      required: grant.turnoverRequired,
      done: 0n,
      open: grant.turnoverRequired > 0n ? 1 : 0,
      grants: new Map([[grant.id, { required: grant.turnoverRequired, done: 0n }]]),
    }),
    balance: toDecimal(balance ?? 0n),
  };
}

/** The member's claimed rebates, newest first. */
export async function manualRebateRecords(
  db: Db,
  memberId: number,
  paging: PageInput,
): Promise<ManualRebateRecordPage> {
  const where = eq(rebateClaims.memberId, memberId);
  const [rows, [n]] = await Promise.all([
    db
      .select()
      .from(rebateClaims)
      .where(where)
      .orderBy(desc(rebateClaims.claimedAt), desc(rebateClaims.id))
      .limit(paging.size)
      .offset(offsetOf(paging)),
    db.select({ n: count() }).from(rebateClaims).where(where),
  ]);
  const total = n?.n ?? 0;
  return pageOf(rows.map(recordToWire), total, paging);
}
