// The offers waiting for the signed-in member, read from the consolidated call's upstream maps
// (one row per tier for dividends, one row per offer for salaries), and the contract pages'
// switches (the `*info` keys). Pure functions.
import type {
  ContractOffers,
  ContractKind,
  ContractTerms,
} from '@platform/api-client/queries/contracts';
import type { components } from '@platform/api-client/schema';

export type ContractGameType = components['schemas']['ContractGameType'];

export interface Offer {
  /** Identifies the offer in this state (a later edit is a new offer to show). */
  key: string;
  kind: ContractKind;
  id: number;
  gameType: ContractGameType;
  status: 'P' | 'E';
  /** The offering upline's account; null: the platform (house). */
  upline: string | null;
  /** E offers: the contract in force they would replace. */
  replacesId: number | null;
  /** Accepting ends the member's own downline contracts that pay more. */
  downlineHigherRate: boolean;
  terms: ContractTerms;
}

/** A short fingerprint of the terms (djb2): an edited offer is a new one to show. */
function hash(text: string): string {
  let h = 5381;
  for (let i = 0; i < text.length; i++) h = ((h << 5) + h + text.charCodeAt(i)) | 0;
  return (h >>> 0).toString(36);
}

const KIND_ORDER: Record<ContractKind, number> = { dividend: 0, daily: 1, hourly: 2, realtime: 3 };

export function offersFrom(funds: ContractOffers | undefined): Offer[] {
  if (!funds) return [];
  const out: Offer[] = [];
  const offer = (
    kind: ContractKind,
    gameType: string,
    row: {
      status: string;
      upline: string | null;
      replacesId: number | null;
      downlineHigherRate: string;
    },
    id: number,
    terms: ContractTerms,
  ) =>
    out.push({
      key: `${kind}:${id}:${row.status}:${hash(JSON.stringify(terms))}`,
      kind,
      id,
      gameType: gameType as ContractGameType,
      status: row.status === 'E' ? 'E' : 'P',
      upline: row.upline,
      replacesId: row.replacesId,
      downlineHigherRate: row.downlineHigherRate === 'Y',
      terms,
    });
  for (const [gameType, rows] of Object.entries(funds.divtypereq)) {
    const byId = new Map<number, typeof rows>();
    for (const row of rows) byId.set(row.id, [...(byId.get(row.id) ?? []), row]);
    for (const [id, tiers] of byId) {
      const sorted = [...tiers].sort((a, b) => a.tier - b.tier);
      offer('dividend', gameType, sorted[0]!, id, {
        kind: 'dividend',
        cycle: sorted[0]!.cycle,
        tiers: sorted.map((t) => ({
          minimumBet: t.minimumBet,
          netLoss: t.netLoss,
          activeMember: t.activeMember,
          contractRate: t.contractRate,
        })),
      });
    }
  }
  for (const [gameType, rows] of Object.entries(funds.dailysalreqtype))
    for (const row of rows)
      offer('daily', gameType, row, row.id, { kind: 'daily', tiers: row.details });
  for (const [gameType, rows] of Object.entries(funds.contracthoursalreq))
    for (const row of rows)
      offer('hourly', gameType, row, row.contractId, {
        kind: 'hourly',
        tiers: row.hourSalaryRates,
      });
  for (const [gameType, rows] of Object.entries(funds.realtimesalreqtype))
    for (const row of rows)
      offer('realtime', gameType, row, row.contractId, {
        kind: 'realtime',
        tiers: row.realtimeSalaryRates,
      });
  return out.sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.id - b.id);
}

/** The agent console's contract pages the merchant has switched on (upstream `*info` keys). */
export function contractPageFlags(funds: ContractOffers | undefined) {
  return {
    enableCt: funds?.divtypeinfo.enableCt === true,
    salary: funds?.dailysalinfotype.salary === true,
    hourlySalary: funds?.contracthoursalinfo.hourSalary === true,
    realtimeSalary: funds?.realtimesalinfo.realtimeSalary === true,
  };
}

/** Offers put off with "later" stay hidden for the rest of the browser session. */
export const LATER_KEY = 'contractOffersLater';

export function laterKeys(): Set<string> {
  try {
    const raw = sessionStorage.getItem(LATER_KEY);
    const list: unknown = raw ? JSON.parse(raw) : [];
    return new Set(
      Array.isArray(list) ? list.filter((k): k is string => typeof k === 'string') : [],
    );
  } catch {
    return new Set();
  }
}

/** The event `reopenOffers` fires: hooks read the put-off offers again. */
export const REOPEN_EVENT = 'platform:contract-offers';

/** Shows every waiting offer again (a page's "answer the offer" button). */
export function reopenOffers(): void {
  try {
    sessionStorage.removeItem(LATER_KEY);
  } catch {
    // nothing stored
  }
  window.dispatchEvent(new Event(REOPEN_EVENT));
}

export function putOffLater(keys: readonly string[]): void {
  try {
    const all = laterKeys();
    for (const k of keys) all.add(k);
    sessionStorage.setItem(LATER_KEY, JSON.stringify([...all].slice(-100)));
  } catch {
    // storage unavailable (private mode): the offer shows again next time, nothing worse
  }
}
