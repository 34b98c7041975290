// Inbox messages about contracts and payouts, written in the same database transaction as the
// change they tell of (one per event key, so a retried step writes nothing twice).
import { writeMessage } from '../messages';
import { type DbOrTx, localTime as calendarTime, offsetAt } from '../kernel';
import { platformText } from '../texts';
import type { ContractKind } from './terms';

/** A contract kind as messages name it, in the reader's language (the `platform` catalogs). */
export const kindName = (language: string, kind: ContractKind): string =>
  platformText(language, `contract_kinds.${kind}`);

/** The house, as the payer's name in messages. */
export const houseName = (language: string): string => platformText(language, 'house');

export type ContractMessage =
  | 'contract_offered'
  | 'contract_accepted'
  | 'contract_rejected'
  | 'contract_terminated'
  | 'contract_ended'
  | 'settlement_paid'
  | 'settlement_short'
  | 'settlement_paid_out';

export function contractMessage(
  db: DbOrTx,
  input: {
    merchantId: number;
    memberId: number;
    type: ContractMessage;
    eventKey: string;
    kind: ContractKind;
    /** The other party's account; null: the house. */
    account: string | null;
    values: Record<string, string>;
    now: number;
  },
): Promise<void> {
  return writeMessage(db, {
    merchantId: input.merchantId,
    memberId: input.memberId,
    type: input.type,
    eventKey: input.eventKey,
    values: (language) => ({
      ...input.values,
      kind: kindName(language, input.kind),
      account: input.account ?? houseName(language),
    }),
    now: input.now,
    topics: input.type.startsWith('settlement') ? ['balance', 'settlements'] : ['contracts'],
  });
}

/** A date-time in the merchant's time zone, as messages show it: 2026-11-24 00:00 (GMT+8). */
export function localTime(at: number, timeZone: string): string {
  const offset = offsetAt(at, timeZone);
  const abs = Math.abs(offset);
  const zone = `GMT${offset >= 0 ? '+' : '-'}${Math.floor(abs / 60)}${abs % 60 ? `:${String(abs % 60).padStart(2, '0')}` : ''}`;
  const local = calendarTime(at, timeZone);
  return `${local.slice(0, 10)} ${local.slice(11, 16)} (${zone})`;
}
