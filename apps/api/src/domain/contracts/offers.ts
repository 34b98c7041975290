// The upline's offers: a new offer (the upline to a direct downline, or the house to a
// top-level agent), new terms for a waiting offer or a contract in force, and the withdrawal
// of an offer not yet answered.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contracts } from '../../db/schema/contracts';
import { members } from '../../db/schema/members';
import { memberTree } from '../../db/schema/team';
import { isAgentType } from '../accounts';
import { AppError, notFound, type Tx } from '../kernel';
import {
  type Ctx,
  event,
  isUniqueViolation,
  lockPaid,
  type Party,
  stateInvalid,
  termsOf,
} from './lifecycle';
import { contractMessage } from './notify';
import {
  activeContract,
  checkAgainstOwn,
  higherDownlineContracts,
  higherRateRefusal,
} from './rate-rule';
import { type ContractKind, type GameType, type Terms, toWire } from './terms';
import { type ContractRow, type ContractWire, oneContractWire, requireKind } from './views';

interface NewOffer {
  merchantId: number;
  kind: ContractKind;
  gameType: GameType;
  payerId: number | null;
  payeeId: number;
  terms: Terms;
  confirm: boolean;
  actor: { id: number | null; role: 'payer' | 'operator'; note?: string };
}

/** What an agent's own offer to a downline says of its payer: the agent, acting as payer. */
const payerOffer = (agent: Party, confirm: boolean | undefined) => ({
  merchantId: agent.merchantId,
  payerId: agent.id,
  confirm: confirm === true,
  actor: { id: agent.id, role: 'payer' as const },
});

async function createOffer(tx: Tx, input: NewOffer, ctx: Ctx): Promise<ContractRow> {
  await checkAgainstOwn(tx, input.payerId, input.kind, input.gameType, input.terms);
  const [pending] = await tx
    .select({ id: contracts.id })
    .from(contracts)
    .where(
      and(
        eq(contracts.payeeId, input.payeeId),
        eq(contracts.kind, input.kind),
        eq(contracts.gameType, input.gameType),
        inArray(contracts.status, ['P', 'E']),
      ),
    );
  if (pending)
    throw new AppError(
      409,
      'contract.offer.pending',
      'An offer of this kind and game type is already waiting; edit it instead',
      { id: pending.id },
    );
  const active = await activeContract(tx, input.payeeId, input.kind, input.gameType);
  if (active && active.payerId !== input.payerId)
    throw stateInvalid('Another payer holds this contract');
  const higher = await higherDownlineContracts(
    tx,
    input.payeeId,
    input.kind,
    input.gameType,
    input.terms,
    ctx.now,
  );
  if (higher.length > 0 && !input.confirm) throw await higherRateRefusal(tx, higher);
  const wire = toWire(input.terms);
  let row: ContractRow | undefined;
  try {
    [row] = await tx
      .insert(contracts)
      .values({
        merchantId: input.merchantId,
        kind: input.kind,
        gameType: input.gameType,
        payerId: input.payerId,
        payeeId: input.payeeId,
        status: active ? 'E' : 'P',
        cycle: input.terms.cycle,
        terms: wire,
        replacesId: active?.id ?? null,
        offeredAt: new Date(ctx.now),
      })
      .returning();
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError(409, 'contract.offer.pending', 'An offer is already waiting');
    throw error;
  }
  await event(tx, row!.id, input.actor, 'offered', ctx.now, {
    newTerms: wire,
    note: input.actor.note ?? null,
  });
  const [payer] = input.payerId
    ? await tx
        .select({ username: members.username })
        .from(members)
        .where(eq(members.id, input.payerId))
    : [];
  await contractMessage(tx, {
    merchantId: input.merchantId,
    memberId: input.payeeId,
    type: 'contract_offered',
    eventKey: `contract:${row!.id}:offered`,
    kind: input.kind,
    account: payer?.username ?? null,
    values: { gameType: input.gameType },
    now: ctx.now,
  });
  return row!;
}

/** The upline offers `kind` terms to a direct downline (by account). */
export async function offerContract(
  db: Db,
  agent: Party,
  input: {
    kind: ContractKind;
    account: string;
    gameType: GameType;
    terms: unknown;
    confirm?: boolean | undefined;
  },
  ctx: Ctx,
): Promise<ContractWire> {
  await requireKind(db, agent.merchantId, input.kind);
  const terms = termsOf(input.kind, input.terms);
  const [payee] = await db
    .select({ id: members.id, depth: memberTree.depth })
    .from(members)
    .innerJoin(
      memberTree,
      and(eq(memberTree.descendantId, members.id), eq(memberTree.ancestorId, agent.id)),
    )
    .where(
      and(eq(members.merchantId, agent.merchantId), eq(members.username, input.account.trim())),
    );
  if (!payee) throw notFound('No such downline');
  if (payee.depth !== 1)
    throw new AppError(400, 'contract.payee.not.direct', 'Contracts go to direct downlines only');
  const row = await db.transaction((tx) =>
    createOffer(
      tx,
      {
        ...payerOffer(agent, input.confirm),
        kind: input.kind,
        gameType: input.gameType,
        payeeId: payee.id,
        terms,
      },
      ctx,
    ),
  );
  return oneContractWire(db, row);
}

/** The house offers `kind` terms to a top-level agent (operator API). */
export async function operatorOfferContract(
  db: Db,
  merchantId: number,
  operatorName: string,
  input: { kind: ContractKind; account: string; gameType: GameType; terms: unknown },
  ctx: Ctx,
  audit: (tx: Tx, before: unknown, after: unknown) => Promise<void>,
): Promise<ContractWire> {
  const terms = termsOf(input.kind, input.terms);
  const [payee] = await db
    .select({ id: members.id, parentId: members.parentId, type: members.type })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.username, input.account.trim())));
  if (!payee) throw notFound('No such account');
  if (payee.parentId !== null || !isAgentType(payee.type))
    throw new AppError(400, 'contract.payee.not.top', 'The house contracts top-level agents only');
  const row = await db.transaction(async (tx) => {
    const created = await createOffer(
      tx,
      {
        merchantId,
        kind: input.kind,
        gameType: input.gameType,
        payerId: null,
        payeeId: payee.id,
        terms,
        confirm: true,
        actor: { id: null, role: 'operator', note: operatorName },
      },
      ctx,
    );
    await audit(tx, null, { contractId: created.id, ...input, terms: created.terms });
    return created;
  });
  return oneContractWire(db, row);
}

/** New terms for a waiting offer (edited in place), or for a contract in force (an E offer). */
export async function updateOffer(
  db: Db,
  agent: Party,
  id: number,
  input: { terms: unknown; confirm?: boolean | undefined },
  ctx: Ctx,
): Promise<ContractWire> {
  const [found] = await db
    .select({ kind: contracts.kind })
    .from(contracts)
    .where(
      and(
        eq(contracts.id, id),
        eq(contracts.merchantId, agent.merchantId),
        eq(contracts.payerId, agent.id),
      ),
    );
  if (!found) throw notFound('No such contract');
  const kind = found.kind as ContractKind;
  await requireKind(db, agent.merchantId, kind);
  const terms = termsOf(kind, input.terms);
  const row = await db.transaction(async (tx) => {
    const current = await lockPaid(tx, agent.merchantId, agent.id, id);
    if (current.status === 'V') {
      const [waiting] = await tx
        .select()
        .from(contracts)
        .where(and(eq(contracts.replacesId, current.id), eq(contracts.status, 'E')))
        .for('update');
      if (!waiting)
        return createOffer(
          tx,
          {
            ...payerOffer(agent, input.confirm),
            kind,
            gameType: current.gameType as GameType,
            payeeId: current.payeeId,
            terms,
          },
          ctx,
        );
      return editInPlace(tx, waiting, terms, input.confirm === true, agent, ctx);
    }
    if (current.status !== 'P' && current.status !== 'E')
      throw stateInvalid('Only a waiting offer or a contract in force takes new terms');
    return editInPlace(tx, current, terms, input.confirm === true, agent, ctx);
  });
  return oneContractWire(db, row);
}

async function editInPlace(
  tx: Tx,
  offer: ContractRow,
  terms: Terms,
  confirm: boolean,
  agent: Party,
  ctx: Ctx,
): Promise<ContractRow> {
  const kind = offer.kind as ContractKind;
  await checkAgainstOwn(tx, agent.id, kind, offer.gameType, terms);
  const higher = await higherDownlineContracts(
    tx,
    offer.payeeId,
    kind,
    offer.gameType,
    terms,
    ctx.now,
  );
  if (higher.length > 0 && !confirm) throw await higherRateRefusal(tx, higher);
  const wire = toWire(terms);
  const [updated] = await tx
    .update(contracts)
    .set({ terms: wire, cycle: terms.cycle, offeredAt: new Date(ctx.now) })
    .where(eq(contracts.id, offer.id))
    .returning();
  await event(tx, offer.id, { id: agent.id, role: 'payer' }, 'edited', ctx.now, {
    oldTerms: offer.terms,
    newTerms: wire,
  });
  return updated!;
}

/** The upline withdraws an offer not yet answered. */
export async function withdrawOffer(db: Db, agent: Party, id: number, ctx: Ctx) {
  const row = await db.transaction(async (tx) => {
    const current = await lockPaid(tx, agent.merchantId, agent.id, id);
    if (current.status !== 'P' && current.status !== 'E')
      throw stateInvalid('Only an offer not yet answered can be withdrawn');
    const [updated] = await tx
      .update(contracts)
      .set({ status: 'W', answeredAt: new Date(ctx.now), endReason: 'payer' })
      .where(eq(contracts.id, id))
      .returning();
    await event(tx, id, { id: agent.id, role: 'payer' }, 'withdrawn', ctx.now);
    return updated!;
  });
  return oneContractWire(db, row);
}
