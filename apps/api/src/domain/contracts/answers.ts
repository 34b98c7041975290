// The downline's answer to its upline: accept a waiting offer (ending what it supersedes and,
// by the rate rule, its own higher contracts), reject it, or terminate a contract in force.
import { and, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contracts } from '../../db/schema/contracts';
import { members } from '../../db/schema/members';
import { notFound } from '../kernel';
import { type Ctx, event, type Party, stateInvalid } from './lifecycle';
import { contractMessage, localTime } from './notify';
import { higherDownlineContracts, higherRateRefusal } from './rate-rule';
import { terminate } from './termination';
import { type ContractKind, fromStored } from './terms';
import { type ContractWire, oneContractWire, requireKind } from './views';

/** How the downline names the contract it answers: dividends by game type, salaries by id. */
export type Selector = { gameType: string } | { id: number };

/**
 * The downline's answer: A accepts the waiting offer, R rejects it, C terminates the contract
 * in force at once. Another member's contract is not found.
 */
export async function answerOffer(
  db: Db,
  member: Party,
  kind: ContractKind,
  selector: Selector,
  action: 'A' | 'R' | 'C',
  confirm: boolean,
  ctx: Ctx,
): Promise<{ contract: ContractWire; ended: number }> {
  await requireKind(db, member.merchantId, kind);
  const result = await db.transaction(async (tx) => {
    const mine = and(
      eq(contracts.merchantId, member.merchantId),
      eq(contracts.payeeId, member.id),
      eq(contracts.kind, kind),
    );
    const byGameType = (statuses: string[]) =>
      'gameType' in selector
        ? and(mine, eq(contracts.gameType, selector.gameType), inArray(contracts.status, statuses))
        : and(mine, eq(contracts.id, selector.id));
    const [row] = await tx
      .select()
      .from(contracts)
      .where(byGameType(action === 'C' ? ['V'] : ['P', 'E']))
      .orderBy(desc(contracts.id))
      .limit(1)
      .for('update');
    if (!row) {
      if ('gameType' in selector)
        throw stateInvalid(
          action === 'C' ? 'No contract of this game type is in force' : 'No offer is waiting',
        );
      throw notFound('No such contract');
    }
    const waiting = row.status === 'P' || row.status === 'E';
    const [me] = await tx
      .select({ username: members.username })
      .from(members)
      .where(eq(members.id, member.id));
    const tell = (
      type: 'contract_accepted' | 'contract_rejected' | 'contract_terminated',
      extra = {},
    ) =>
      row.payerId === null
        ? Promise.resolve()
        : contractMessage(tx, {
            merchantId: member.merchantId,
            memberId: row.payerId,
            type,
            eventKey: `contract:${row.id}:${type}`,
            kind,
            account: me?.username ?? '',
            values: { gameType: row.gameType, ...extra },
            now: ctx.now,
          });

    if (action === 'R' || (action === 'C' && waiting)) {
      if (!waiting) throw stateInvalid('Only a waiting offer can be rejected');
      const [updated] = await tx
        .update(contracts)
        .set({ status: 'R', answeredAt: new Date(ctx.now) })
        .where(eq(contracts.id, row.id))
        .returning();
      await event(tx, row.id, { id: member.id, role: 'payee' }, 'rejected', ctx.now);
      await tell('contract_rejected');
      return { row: updated!, ended: 0 };
    }
    if (action === 'C') {
      if (row.status !== 'V') throw stateInvalid('Only a contract in force can be terminated');
      const updated = await terminate(
        tx,
        row,
        ctx.now,
        'payee',
        { id: member.id, role: 'payee' },
        ctx,
        null,
      );
      await tell('contract_terminated', {
        until: localTime(ctx.now, ctx.settings.timeZone),
      });
      return { row: updated, ended: 0 };
    }
    // Accept.
    if (!waiting) throw stateInvalid('Only a waiting offer can be accepted');
    const terms = fromStored(kind, row.terms);
    const higher = await higherDownlineContracts(tx, member.id, kind, row.gameType, terms, ctx.now);
    if (higher.length > 0 && !confirm) throw await higherRateRefusal(tx, higher);
    const now = new Date(ctx.now);
    // Whatever of this kind and game type is still in force ends now: the contract the new
    // terms replace (superseded), or one terminated but in force until a later time.
    const previous = await tx
      .select()
      .from(contracts)
      .where(
        and(
          eq(contracts.payeeId, member.id),
          eq(contracts.kind, kind),
          eq(contracts.gameType, row.gameType),
          or(
            eq(contracts.status, 'V'),
            and(eq(contracts.status, 'T'), or(isNull(contracts.endsAt), gt(contracts.endsAt, now))),
          ),
        ),
      )
      .for('update');
    for (const p of previous) {
      const superseded = p.status === 'V';
      await tx
        .update(contracts)
        .set(superseded ? { status: 'S', endsAt: now, endReason: 'superseded' } : { endsAt: now })
        .where(eq(contracts.id, p.id));
      if (superseded)
        await event(tx, p.id, { id: member.id, role: 'payee' }, 'superseded', ctx.now, {
          oldTerms: p.terms,
          newTerms: row.terms,
        });
    }
    const [updated] = await tx
      .update(contracts)
      .set({ status: 'V', answeredAt: now, startsAt: now })
      .where(eq(contracts.id, row.id))
      .returning();
    await event(tx, row.id, { id: member.id, role: 'payee' }, 'accepted', ctx.now, {
      newTerms: row.terms,
    });
    await tell('contract_accepted');
    for (const h of higher) {
      if (h.status === 'V' || h.status === 'T') {
        await terminate(
          tx,
          h,
          ctx.now,
          'downline_rate',
          { id: null, role: 'system' },
          ctx,
          `contract ${row.id} accepted`,
        );
        await contractMessage(tx, {
          merchantId: member.merchantId,
          memberId: h.payeeId,
          type: 'contract_ended',
          eventKey: `contract:${h.id}:ended`,
          kind,
          account: me?.username ?? '',
          values: { gameType: h.gameType },
          now: ctx.now,
        });
      } else {
        await tx
          .update(contracts)
          .set({ status: 'W', answeredAt: now, endReason: 'downline_rate' })
          .where(eq(contracts.id, h.id));
        await event(tx, h.id, { id: null, role: 'system' }, 'withdrawn', ctx.now, {
          note: `contract ${row.id} accepted`,
        });
      }
    }
    return { row: updated!, ended: higher.length };
  });
  return { contract: await oneContractWire(db, result.row), ended: result.ended };
}
