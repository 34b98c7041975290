// A member's funds: the main wallet and, with a transfer-wallet merchant, one wallet per game
// vendor. The wallet part of the consolidated-funds answer and of the balance call.
import type { Db } from '../../db/client';
import { memberWallets, toDecimal, readsOf } from '../kernel';
import { walletSettings } from './settings';
import { walletVendors } from './vendors';

interface VendorWallet {
  vendorCode: string;
  vendorName: string;
  balance: string;
  maintenance: boolean;
}

export interface MemberFunds {
  /** 1 = one seamless wallet (only the main one); 0 = a wallet per game vendor. */
  isSingle: 0 | 1;
  /** Main plus every vendor wallet. */
  totalBalance: string;
  mainBalance: string;
  wallets: VendorWallet[];
}

/**
 * The member's wallets, read from their own ledger accounts only. In single mode the list is
 * empty; in transfer mode every vendor of the catalogue is listed (0.00 until first used), and
 * a wallet of a vendor no longer in the catalogue is still listed while it holds money.
 * `accounts`: the member's accounts when already read (with the session, by the balance call).
 */
export async function memberFunds(
  db: Db,
  merchantId: number,
  memberId: number,
  accounts?: readonly { vendorCode: string | null; balance: bigint }[],
): Promise<MemberFunds> {
  const [settings, read] = await readsOf(db, [
    async () => walletSettings(db, merchantId),
    async () => accounts ?? memberWallets(db, memberId),
  ]);
  let main = 0n;
  let total = 0n;
  const byVendor = new Map<string, bigint>();
  for (const a of read) {
    total += a.balance;
    if (a.vendorCode === null) main = a.balance;
    else byVendor.set(a.vendorCode, a.balance);
  }
  const wallets: VendorWallet[] = [];
  if (settings.mode === 'transfer' || byVendor.size > 0) {
    const vendors = settings.mode === 'transfer' ? await walletVendors(db, merchantId) : [];
    for (const v of vendors) {
      wallets.push({
        vendorCode: v.code,
        vendorName: v.name,
        balance: toDecimal(byVendor.get(v.code) ?? 0n),
        maintenance: v.maintenance,
      });
      byVendor.delete(v.code);
    }
    for (const [code, balance] of byVendor) {
      if (balance > 0n)
        wallets.push({
          vendorCode: code,
          vendorName: code,
          balance: toDecimal(balance),
          maintenance: false,
        });
    }
  }
  return {
    isSingle: settings.mode === 'transfer' ? 0 : 1,
    totalBalance: toDecimal(total),
    mainBalance: toDecimal(main),
    wallets,
  };
}
