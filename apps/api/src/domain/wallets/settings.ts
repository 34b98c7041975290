// The wallet settings of a merchant (merchants.settings.wallet over these defaults): single
// (seamless) wallet or one transfer wallet per game vendor, and the limits of a member's
// transfer to the upline agent.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { configCache } from '../../db/config-cache';
import { merchants } from '../../db/schema/merchants';

type WalletMode = 'single' | 'transfer';

interface WalletSettings {
  /** single: every vendor plays from the main wallet; transfer: each vendor from its own. */
  mode: WalletMode;
  /** Transfers to the upline agent: on or off, and the range of one transfer. */
  uplineTransfer: { enabled: boolean; min: string; max: string };
}

const DEFAULT_WALLET_SETTINGS: WalletSettings = {
  mode: 'single',
  uplineTransfer: { enabled: true, min: '1.00', max: '50000.00' },
};

const MONEY = /^[0-9]{1,13}(\.[0-9]{1,2})?$/;
type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const money = (v: unknown, fallback: string) =>
  typeof v === 'string' && MONEY.test(v) ? v : fallback;

function parseWalletSettings(raw: unknown): WalletSettings {
  const w = isObj(raw) ? raw : {};
  const upline = isObj(w.uplineTransfer) ? w.uplineTransfer : {};
  const defaults = DEFAULT_WALLET_SETTINGS.uplineTransfer;
  return {
    mode: w.mode === 'transfer' ? 'transfer' : 'single',
    uplineTransfer: {
      enabled: upline.enabled !== false,
      min: money(upline.min, defaults.min),
      max: money(upline.max, defaults.max),
    },
  };
}

/** The merchant's wallet settings, kept in the configuration cache. */
export function walletSettings(db: Db, merchantId: number): Promise<WalletSettings> {
  return configCache(db).get(`wallet-settings:${merchantId}`, async () => {
    const [row] = await db
      .select({ settings: merchants.settings })
      .from(merchants)
      .where(eq(merchants.id, merchantId));
    return parseWalletSettings((row?.settings as Obj | undefined)?.wallet);
  });
}
