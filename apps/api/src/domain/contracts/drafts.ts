// A period's settlement drafts: for each contract of a batch, the figures of the bets that
// settled while it was in force within the period, and what its terms pay for them. A run
// writes them; the open period's projection (nothing written) shows them.
import type { Db } from '../../db/client';
import type { contracts } from '../../db/schema/contracts';
import { periodAt } from '../kernel';
import {
  betGroupsOf,
  figuresOf,
  teamBetGroups,
  teamFiguresDirect,
  teamFiguresStaged,
  type TeamBetGroups,
  type TeamFigures,
  type Window,
} from './figures';
import { type Period, type SettleMerchant, windowOf } from './settlement-jobs';
import {
  type ContractKind,
  type Cycle,
  type Evaluation,
  evaluate,
  evaluateRealtime,
  type Figures,
  fromStored,
  type Terms,
} from './terms';

interface Due {
  id: number;
  kind: ContractKind;
  gameType: string;
  payerId: number | null;
  payeeId: number;
  terms: Terms;
  window: Window;
}

export interface Draft {
  contract: Due;
  figures: Figures;
  evaluation: Evaluation;
}

/** Evaluates a batch of contracts of one period: figures from the bets, then the terms. */
export async function draftBatch(
  db: Db,
  merchantId: number,
  rows: readonly (typeof contracts.$inferSelect)[],
  period: Period,
  staged: { figures: string; groups: string | null } | null,
): Promise<Draft[]> {
  const due: Due[] = [];
  for (const r of rows) {
    const window = windowOf(r, period);
    if (!window) continue;
    const kind = r.kind as ContractKind;
    due.push({
      id: r.id,
      kind,
      gameType: r.gameType,
      payerId: r.payerId,
      payeeId: r.payeeId,
      terms: fromStored(kind, r.terms),
      window,
    });
  }
  const full = (d: Due) => d.window.start === period.start && d.window.end === period.end;
  // Contracts in force the whole period share one query; the others (accepted or ended
  // inside the period) get one per distinct window.
  const groups = new Map<string, Due[]>();
  for (const d of due) {
    const key = full(d) ? 'full' : `${d.window.start}-${d.window.end}`;
    groups.set(key, [...(groups.get(key) ?? []), d]);
  }
  const drafts: Draft[] = [];
  for (const [key, list] of groups) {
    const payees = [...new Set(list.map((d) => d.payeeId))];
    const window = list[0]!.window;
    const figures: TeamFigures =
      key === 'full' && staged
        ? await teamFiguresStaged(db, payees, staged.figures)
        : await teamFiguresDirect(db, merchantId, payees, window);
    const realtime = list.some((d) => d.kind === 'realtime');
    const groupsByTeam: TeamBetGroups = realtime
      ? await teamBetGroups(
          db,
          merchantId,
          payees,
          window,
          key === 'full' ? (staged?.groups ?? null) : null,
        )
      : new Map();
    for (const d of list) {
      const f = figuresOf(figures, d.payeeId, d.gameType);
      const evaluation =
        d.kind === 'realtime'
          ? evaluateRealtime(d.terms, betGroupsOf(groupsByTeam, d.payeeId, d.gameType))
          : evaluate(d.terms, f);
      drafts.push({ contract: d, figures: f, evaluation });
    }
  }
  return drafts.sort((a, b) => a.contract.id - b.contract.id);
}

// ---- the open period ---------------------------------------------------------------------

export interface Projection {
  contractId: number;
  gameType: string;
  payeeId: number;
  period: Period;
  figures: Figures;
  evaluation: Evaluation;
}

/**
 * What the terms of these contracts would pay for the open period's bets so far (nothing is
 * written): the same figures and evaluation as a run, over [period start, now).
 */
export async function projectOpenPeriod(
  db: Db,
  merchant: Pick<SettleMerchant, 'id' | 'timeZone'>,
  rows: readonly (typeof contracts.$inferSelect)[],
  now: number,
): Promise<Projection[]> {
  const byCycle = new Map<string, (typeof contracts.$inferSelect)[]>();
  for (const r of rows) byCycle.set(r.cycle, [...(byCycle.get(r.cycle) ?? []), r]);
  const out: Projection[] = [];
  for (const [cycle, list] of byCycle) {
    const period = periodAt(cycle as Cycle, now, merchant.timeZone);
    const sofar: Period = { ...period, end: Math.max(period.start + 1, now) };
    const drafts = await draftBatch(db, merchant.id, list, sofar, null);
    for (const d of drafts)
      out.push({
        contractId: d.contract.id,
        gameType: d.contract.gameType,
        payeeId: d.contract.payeeId,
        period,
        figures: d.figures,
        evaluation: d.evaluation,
      });
  }
  return out;
}
