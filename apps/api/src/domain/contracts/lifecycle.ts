// The life of a contract: the upline offers (or the house, to a top-level agent), edits or
// withdraws its offer; the downline accepts, rejects or terminates; the upline terminates by
// the merchant's rule. Every change is one database transaction that also writes its history
// row and the inbox messages. Terms never change on a contract in force: accepted new terms
// are a new contract that supersedes it, so each settlement names the terms it used.
//
// The rate rule (spec section 4): a downline B may hold contracts it gives its own downlines
// that pay more than new terms offered to B allow (B's old contract was better, or has ended).
// Such an offer is flagged `downlineHigherRate`: the upline must confirm it when offering, and
// B must confirm when accepting; accepting ends those higher contracts of B's (in force ones
// are terminated now, waiting offers withdrawn). See the README for why this reading.
import { and, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contractEvents, contracts } from '../../db/schema/contracts';
import { members } from '../../db/schema/members';
import { memberTree } from '../../db/schema/team';
import { isAgentType } from '../accounts';
import type { ContractSettings } from '../merchants';
import type { DbOrTx, Tx } from '../kernel';
import { AppError, notFound, periodAt } from '../kernel';
import { contractMessage, localTime } from './notify';
import {
  type ContractKind,
  excessOver,
  fromStored,
  type GameType,
  parseTerms,
  type Terms,
  toWire,
} from './terms';
import { type ContractRow, type ContractWire, oneContractWire, requireKind } from './views';

export interface Party {
  id: number;
  merchantId: number;
  type: number;
}

export interface Ctx {
  language: string;
  now: number;
  settings: ContractSettings;
}

const stateInvalid = (message: string) => new AppError(409, 'contract.state.invalid', message);

export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

type EventAction =
  | 'offered'
  | 'edited'
  | 'withdrawn'
  | 'accepted'
  | 'rejected'
  | 'terminated'
  | 'superseded'
  | 'ended';

async function event(
  tx: Tx,
  contractId: number,
  actor: { id: number | null; role: 'payer' | 'payee' | 'operator' | 'system' },
  action: EventAction,
  now: number,
  detail: { oldTerms?: unknown; newTerms?: unknown; note?: string | null } = {},
) {
  await tx.insert(contractEvents).values({
    contractId,
    actorId: actor.id,
    actorRole: actor.role,
    action,
    oldTerms: detail.oldTerms ?? null,
    newTerms: detail.newTerms ?? null,
    note: detail.note ?? null,
    createdAt: new Date(now),
  });
}

/** Wire terms of `kind`, checked (kind inside the terms must match). */
function termsOf(kind: ContractKind, raw: unknown): Terms {
  const inner = (raw as { kind?: unknown } | null)?.kind;
  if (inner !== kind)
    throw new AppError(400, 'contract.terms.invalid', `The terms are not ${kind} terms`, {
      tier: 0,
      field: 'kind',
    });
  return parseTerms(kind, raw);
}

/** The member's contract of this kind and game type in force now (status V), if any. */
async function activeContract(tx: Tx, payeeId: number, kind: ContractKind, gameType: string) {
  const [row] = await tx
    .select()
    .from(contracts)
    .where(
      and(
        eq(contracts.payeeId, payeeId),
        eq(contracts.kind, kind),
        eq(contracts.gameType, gameType),
        eq(contracts.status, 'V'),
      ),
    );
  return row ?? null;
}

/** An upline's offer may never pay more than its own contract of that kind and game type. */
async function checkAgainstOwn(
  tx: Tx,
  payerId: number | null,
  kind: ContractKind,
  gameType: string,
  terms: Terms,
) {
  if (payerId === null) return;
  const own = await activeContract(tx, payerId, kind, gameType);
  if (!own)
    throw new AppError(
      400,
      'contract.own.missing',
      'You hold no contract of this kind and game type in force, so you cannot offer one',
    );
  const excess = excessOver(terms, fromStored(kind, own.terms));
  if (excess)
    throw new AppError(
      400,
      'contract.terms.above.own',
      'The offer would pay more than your own contract',
      excess,
    );
}

/**
 * The payee's own contracts and offers (it pays them) of this kind and game type that pay
 * more than `terms` allow: in force, waiting, or terminated but still in force.
 */
async function higherDownlineContracts(
  tx: DbOrTx,
  payeeId: number,
  kind: ContractKind,
  gameType: string,
  terms: Terms,
  now: number,
): Promise<ContractRow[]> {
  const rows = await tx
    .select()
    .from(contracts)
    .where(
      and(
        eq(contracts.payerId, payeeId),
        eq(contracts.kind, kind),
        eq(contracts.gameType, gameType),
        or(
          inArray(contracts.status, ['P', 'E', 'V']),
          and(eq(contracts.status, 'T'), gt(contracts.endsAt, new Date(now))),
        ),
      ),
    );
  return rows.filter((r) => excessOver(fromStored(kind, r.terms), terms) !== null);
}

async function higherRateRefusal(tx: DbOrTx, rows: readonly ContractRow[]) {
  const names = await tx
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(
      inArray(
        members.id,
        rows.map((r) => r.payeeId),
      ),
    );
  const byId = new Map(names.map((n) => [n.id, n.username]));
  return new AppError(
    409,
    'contract.downline.higher.rate',
    'The downline gives its own downlines more than these terms allow; confirm to go on',
    {
      contracts: rows.map((r) => ({
        id: r.id,
        account: byId.get(r.payeeId) ?? '',
        gameType: r.gameType,
        status: r.status,
      })),
    },
  );
}

/** Whether a waiting offer to `payeeId` would end some of the payee's own contracts. */
export async function offerHasHigherDownline(tx: DbOrTx, offer: ContractRow, now: number) {
  const kind = offer.kind as ContractKind;
  const rows = await higherDownlineContracts(
    tx,
    offer.payeeId,
    kind,
    offer.gameType,
    fromStored(kind, offer.terms),
    now,
  );
  return rows.length > 0;
}

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
    language: ctx.language,
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
        merchantId: agent.merchantId,
        kind: input.kind,
        gameType: input.gameType,
        payerId: agent.id,
        payeeId: payee.id,
        terms,
        confirm: input.confirm === true,
        actor: { id: agent.id, role: 'payer' },
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

/** A contract of the merchant that `payerId` pays, locked; others are not found. */
async function lockPaid(tx: Tx, merchantId: number, payerId: number, id: number) {
  const [row] = await tx
    .select()
    .from(contracts)
    .where(
      and(
        eq(contracts.id, id),
        eq(contracts.merchantId, merchantId),
        eq(contracts.payerId, payerId),
      ),
    )
    .for('update');
  if (!row) throw notFound('No such contract');
  return row;
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
            merchantId: agent.merchantId,
            kind,
            gameType: current.gameType as GameType,
            payerId: agent.id,
            payeeId: current.payeeId,
            terms,
            confirm: input.confirm === true,
            actor: { id: agent.id, role: 'payer' },
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

/** Ends a contract in force at `endsAt` (status T) and withdraws new terms waiting for it. */
async function terminate(
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
      language: ctx.language,
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
            language: ctx.language,
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
          language: ctx.language,
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

/** Contract ids the member may see the history of: it receives or pays them. */
export async function requireVisible(db: Db, member: Party, id: number): Promise<ContractRow> {
  const [row] = await db
    .select()
    .from(contracts)
    .where(
      and(
        eq(contracts.id, id),
        eq(contracts.merchantId, member.merchantId),
        or(eq(contracts.payeeId, member.id), eq(contracts.payerId, member.id)),
      ),
    );
  if (!row) throw notFound('No such contract');
  return row;
}
