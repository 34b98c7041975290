// Four eyes on large withdrawals: above an amount the merchant sets, a withdrawal is approved
// by two different people (staff members or operator keys). The first approval is recorded and
// audited and leaves the withdrawal pending; the second, by someone else, approves it. Nobody
// gives both approvals.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fourEyesRules, withdrawalFirstApprovals } from '../../db/schema/staff';
import { operatorWithdrawal } from '../cashier';
import { AppError, type DbOrTx, toDecimal, toMinor } from '../kernel';
import { writeAudit } from './audit';
import type { Operator } from './caller';

type Wire = Awaited<ReturnType<typeof operatorWithdrawal>>;

export async function fourEyesRule(db: Db, merchantId: number): Promise<{ above: string | null }> {
  const [rule] = await db
    .select()
    .from(fourEyesRules)
    .where(eq(fourEyesRules.merchantId, merchantId));
  return { above: rule ? toDecimal(rule.aboveMinor) : null };
}

/** Sets (or, with null, removes) the amount above which a withdrawal needs two approvers. */
export async function setFourEyesRule(
  db: Db,
  input: { merchantId: number; above: string | null; by: Operator | null; now: number },
): Promise<{ above: string | null }> {
  const before = await fourEyesRule(db, input.merchantId);
  await db.transaction(async (tx) => {
    if (input.above === null) {
      await tx.delete(fourEyesRules).where(eq(fourEyesRules.merchantId, input.merchantId));
    } else {
      const aboveMinor = toMinor(input.above);
      await tx
        .insert(fourEyesRules)
        .values({ merchantId: input.merchantId, aboveMinor, updatedAt: new Date(input.now) })
        .onConflictDoUpdate({
          target: fourEyesRules.merchantId,
          set: { aboveMinor, updatedAt: new Date(input.now) },
        });
    }
    await writeAudit(tx, {
      merchantId: input.merchantId,
      operator: input.by,
      action: 'settings.four-eyes',
      target: 'settings:four-eyes',
      before,
      after: { above: input.above },
      now: input.now,
    });
  });
  return { above: input.above };
}

/** The first approvals of these withdrawals, by id: who gave them. */
export async function firstApprovals(
  db: Db,
  merchantId: number,
  ids: string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(withdrawalFirstApprovals)
    .where(
      and(
        eq(withdrawalFirstApprovals.merchantId, merchantId),
        inArray(withdrawalFirstApprovals.withdrawalId, ids),
      ),
    );
  return new Map(rows.map((r) => [r.withdrawalId, r.approverName]));
}

/**
 * An approval under the four-eyes rule: `approve` runs at once for a withdrawal within the
 * amount (or not pending: it answers why); above it, the first caller's approval is recorded
 * and the withdrawal stays pending, and only another caller's approval runs `approve`.
 */
export async function approveWithFourEyes(
  db: Db,
  operator: Operator,
  id: string,
  now: number,
  approve: () => Promise<Wire>,
): Promise<Wire & { firstApprovedBy?: string; awaitingSecondApproval?: boolean }> {
  const { merchantId } = operator;
  const [rule] = await db
    .select()
    .from(fourEyesRules)
    .where(eq(fourEyesRules.merchantId, merchantId));
  const withdrawal = await operatorWithdrawal(db, merchantId, id);
  if (!rule || withdrawal.status !== 'pending' || toMinor(withdrawal.amount) <= rule.aboveMinor) {
    return approve();
  }
  const first = await db.transaction(async (tx) => {
    const [made] = await tx
      .insert(withdrawalFirstApprovals)
      .values({
        withdrawalId: id,
        merchantId,
        approverScope: operator.scope,
        approverName: operator.name,
        approvedAt: new Date(now),
      })
      .onConflictDoNothing()
      .returning();
    if (made) {
      await writeAudit(tx, {
        merchantId,
        operator,
        action: 'withdrawal.approve.first',
        target: `withdrawal:${id}`,
        before: withdrawal,
        after: { ...withdrawal, firstApprovedBy: operator.name },
        now,
      });
      return null;
    }
    const [existing] = await tx
      .select()
      .from(withdrawalFirstApprovals)
      .where(eq(withdrawalFirstApprovals.withdrawalId, id));
    return existing!;
  });
  if (first === null) {
    return { ...withdrawal, firstApprovedBy: operator.name, awaitingSecondApproval: true };
  }
  if (first.approverScope === operator.scope) {
    throw new AppError(
      409,
      'withdrawal.four.eyes',
      'A second staff member must approve this withdrawal',
      { firstApprovedBy: first.approverName },
    );
  }
  const approved = await approve();
  await db.delete(withdrawalFirstApprovals).where(eq(withdrawalFirstApprovals.withdrawalId, id));
  return { ...approved, firstApprovedBy: first.approverName };
}

/** Sets the rule once (the development seed's demo merchant); leaves one that exists. */
export async function ensureFourEyesRule(
  db: DbOrTx,
  merchantId: number,
  above: string,
  now: number,
): Promise<void> {
  await db
    .insert(fourEyesRules)
    .values({ merchantId, aboveMinor: toMinor(above), updatedAt: new Date(now) })
    .onConflictDoNothing();
}
