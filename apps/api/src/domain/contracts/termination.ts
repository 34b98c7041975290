// The end of a contract in force: ending it at a time (status T, new terms waiting for it
// withdrawn), and the upline's termination by the merchant's rule.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contracts } from '../../db/schema/contracts';
import { members } from '../../db/schema/members';
import { AppError, periodAt, type Tx } from '../kernel';
import { type Ctx, event, lockPaid, type Party, stateInvalid } from './lifecycle';
import { contractMessage, localTime } from './notify';
import type { ContractKind, Terms } from './terms';
import { type ContractRow, type ContractWire, oneContractWire } from './views';

/** Ends a contract in force at `endsAt` (status T) and withdraws new terms waiting for it. */
export async function terminate(
  tx: Tx,
  row: ContractRow,
  endsAt: number,
  reason: 'payee' | 'payer' | 'downline_rate' | 'operator',
  actor: { id: number | null; role: 'payer' | 'payee' | 'system' | 'operator' },
  ctx: Ctx,
  note: string | null,
) {
  const [updated] = await tx
    .update(contracts)
    .set({ status: 'T', endsAt: new Date(endsAt), endReason: reason })
    .where(eq(contracts.id, row.id))
    .returning();
  await event(tx, row.id, actor, reason === 'downline_rate' ? 'ended' : 'terminated', ctx.now, {
    note,
  });
  const waiting = await tx
    .update(contracts)
    .set({ status: 'W', answeredAt: new Date(ctx.now), endReason: reason })
    .where(and(eq(contracts.replacesId, row.id), eq(contracts.status, 'E')))
    .returning({ id: contracts.id });
  for (const w of waiting) await event(tx, w.id, actor, 'withdrawn', ctx.now, { note });
  return updated!;
}

/** The upline terminates a contract it pays, by the merchant's rule. */
export async function terminateByPayer(
  db: Db,
  agent: Party,
  id: number,
  reason: string | undefined,
  ctx: Ctx,
): Promise<ContractWire> {
  const row = await db.transaction(async (tx) => {
    const current = await lockPaid(tx, agent.merchantId, agent.id, id);
    if (current.status !== 'V') throw stateInvalid('Only a contract in force can be terminated');
    const rule = ctx.settings.uplineTermination;
    if (rule === 'never')
      throw new AppError(
        400,
        'contract.terminate.not.allowed',
        'Uplines cannot terminate contracts on this site',
      );
    const endsAt =
      rule === 'immediate'
        ? ctx.now
        : periodAt(current.cycle as Terms['cycle'], ctx.now, ctx.settings.timeZone).end;
    const updated = await terminate(
      tx,
      current,
      endsAt,
      'payer',
      { id: agent.id, role: 'payer' },
      ctx,
      reason?.trim() || null,
    );
    const [payer] = await tx
      .select({ username: members.username })
      .from(members)
      .where(eq(members.id, agent.id));
    await contractMessage(tx, {
      merchantId: agent.merchantId,
      memberId: current.payeeId,
      type: 'contract_terminated',
      eventKey: `contract:${current.id}:terminated`,
      kind: current.kind as ContractKind,
      account: payer?.username ?? null,
      values: {
        gameType: current.gameType,
        until: localTime(endsAt, ctx.settings.timeZone),
      },
      now: ctx.now,
    });
    return updated;
  });
  return oneContractWire(db, row);
}
