// The cashier settings of a merchant: merchants.settings.cashier over these defaults.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants } from '../../db/schema/merchants';
import { type DbOrTx, parseAmount } from '../kernel';

export interface DepositChannelSetting {
  code: string;
  type: 'online' | 'bank';
  name: string;
  /** Online channels: the payment provider adapter (src/domain/cashier/providers.ts). */
  provider?: string;
  min: string;
  max: string;
  quick: string[];
  /** Switched off in the console: not offered, refuses deposits. Missing means on. */
  enabled?: boolean;
}

export interface WithdrawChannelSetting {
  code: string;
  name: string;
  min: string;
  max: string;
  /** Switched off in the console: not offered, refuses withdrawals. Missing means on. */
  enabled?: boolean;
}

export interface CashierSettings {
  allowDeposit: boolean;
  allowWithdraw: boolean;
  /** A pending online payment expires after this many minutes. */
  paymentExpiryMinutes: number;
  /** In the order members see them. */
  depositChannels: DepositChannelSetting[];
  receivingBanks: {
    id: number;
    bankName: string;
    accountName: string;
    accountNumber: string;
    branch: string | null;
  }[];
  withdraw: {
    min: string;
    max: string;
    dailyCount: number;
    /** In the order members see them. */
    channels: WithdrawChannelSetting[];
  };
  withdrawBanks: { code: string; name: string }[];
  /** After disbursement, no answer within this many minutes counts as received. */
  receiptConfirmMinutes: number;
  /** Provider credentials, e.g. { demo: { secret } }. */
  providers: Record<string, { secret: string }>;
}

export const DEFAULT_CASHIER_SETTINGS: CashierSettings = {
  allowDeposit: true,
  allowWithdraw: true,
  paymentExpiryMinutes: 30,
  depositChannels: [
    {
      code: 'pg',
      type: 'online',
      name: 'Online payment',
      provider: 'demo',
      min: '10.00',
      max: '50000.00',
      quick: ['100.00', '500.00', '1000.00', '5000.00'],
    },
    {
      code: 'bank',
      type: 'bank',
      name: 'Bank transfer',
      min: '100.00',
      max: '100000.00',
      quick: ['500.00', '1000.00', '5000.00'],
    },
  ],
  receivingBanks: [
    {
      id: 1,
      bankName: 'Royal Demo Bank',
      accountName: 'Royal Demo Ltd',
      accountNumber: '6222000012345678',
      branch: 'Central',
    },
  ],
  withdraw: {
    min: '50.00',
    max: '50000.00',
    dailyCount: 5,
    channels: [{ code: 'bank', name: 'Bank card', min: '50.00', max: '50000.00' }],
  },
  withdrawBanks: [
    { code: 'RDB', name: 'Royal Demo Bank' },
    { code: 'CTB', name: 'City Trust Bank' },
    { code: 'HSB', name: 'Harbour Savings Bank' },
    { code: 'NPB', name: 'National Payments Bank' },
  ],
  receiptConfirmMinutes: 60,
  providers: { demo: { secret: 'demo-provider-secret-change-me' } },
};

export async function cashierSettings(
  db: Db | DbOrTx,
  merchantId: number,
): Promise<CashierSettings> {
  const [row] = await db
    .select({ settings: merchants.settings })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  const raw = (row?.settings as { cashier?: Partial<CashierSettings> } | undefined)?.cashier;
  return { ...DEFAULT_CASHIER_SETTINGS, ...(raw ?? {}) };
}

/** The channels members are offered (switched on), in the merchant's order. */
export const offeredChannels = <T extends { enabled?: boolean }>(channels: readonly T[]): T[] =>
  channels.filter((c) => c.enabled !== false);

/** A deposit channel's quick amounts that its range allows (the range may have been changed). */
export const quickAmountsOf = (channel: DepositChannelSetting): string[] =>
  channel.quick.filter((q) => {
    const amount = parseAmount(q);
    return amount >= parseAmount(channel.min) && amount <= parseAmount(channel.max);
  });
