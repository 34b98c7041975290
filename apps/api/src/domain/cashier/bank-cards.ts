// Bank cards: the member's payout accounts (at most five, each in the account's payee name),
// listed masked, and the card as the withdrawal answers show it.
import { count, eq } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { bankCards } from '../../db/schema/cashier';
import { members } from '../../db/schema/members';
import { AppError } from '../kernel';
import { type CashierSettings, cashierSettings } from './settings';

type BankCardWire = components['schemas']['BankCard'];
type BindRequest = components['schemas']['BindBankCardRequest'];
export type CardRow = typeof bankCards.$inferSelect;

const MAX_CARDS = 5;

const mask = (digits: string) => `**** **** ${digits.slice(-4)}`;
const normName = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

export function cardToWire(row: CardRow, settings: CashierSettings): BankCardWire {
  return {
    id: row.id,
    bankCode: row.bankCode,
    bankName: settings.withdrawBanks.find((b) => b.code === row.bankCode)?.name ?? row.bankCode,
    accountName: row.accountName,
    accountNumber: mask(row.accountNumber),
    createdAt: row.createdAt.getTime(),
  };
}

export async function listBankCards(db: Db, merchantId: number, memberId: number) {
  const settings = await cashierSettings(db, merchantId);
  const rows = await db
    .select()
    .from(bankCards)
    .where(eq(bankCards.memberId, memberId))
    .orderBy(bankCards.id);
  return rows.map((r) => cardToWire(r, settings));
}

export async function bindBankCard(
  db: Db,
  input: { merchantId: number; memberId: number; body: BindRequest; now: number },
): Promise<BankCardWire> {
  const { body } = input;
  const settings = await cashierSettings(db, input.merchantId);
  if (!settings.withdrawBanks.some((b) => b.code === body.bankCode)) {
    throw new AppError(400, 'bankcard.bank.invalid', 'Please choose a bank from the list');
  }
  const digits = body.accountNumber.replace(/[\s-]/g, '');
  if (!/^[0-9]{6,30}$/.test(digits)) {
    throw new AppError(400, 'bankcard.number.invalid', 'The account number must be 6 to 30 digits');
  }
  const accountName = body.accountName.trim().replace(/\s+/g, ' ');
  if (accountName === '') {
    throw new AppError(400, 'bankcard.name.mismatch', 'Enter the account holder name');
  }
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ payeeName: members.payeeName })
      .from(members)
      .where(eq(members.id, input.memberId))
      .for('update');
    if (member?.payeeName) {
      if (normName(member.payeeName) !== normName(accountName)) {
        throw new AppError(
          400,
          'bankcard.name.mismatch',
          'The account holder must be the payee name of your account',
        );
      }
    } else {
      await tx
        .update(members)
        .set({ payeeName: accountName })
        .where(eq(members.id, input.memberId));
    }
    const [n] = await tx
      .select({ n: count() })
      .from(bankCards)
      .where(eq(bankCards.memberId, input.memberId));
    if (Number(n?.n ?? 0) >= MAX_CARDS) {
      throw new AppError(400, 'bankcard.limit', `At most ${MAX_CARDS} bank cards`);
    }
    const [row] = await tx
      .insert(bankCards)
      .values({
        merchantId: input.merchantId,
        memberId: input.memberId,
        bankCode: body.bankCode,
        accountName,
        accountNumber: digits,
        branch: body.branch?.trim() || null,
        createdAt: new Date(input.now),
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError(400, 'bankcard.duplicate', 'This account is already bound');
    return cardToWire(row, settings);
  });
}
