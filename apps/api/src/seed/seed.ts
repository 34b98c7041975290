// Seeds the demo merchant: site settings, module tree, register rules, countries, the
// IP-to-country ranges, help centre and demo accounts. Idempotent: rows that exist are
// left as they are (an operator's changes survive), missing ones are added.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../domain/accounts';
import { helpSet } from '../domain/content';
import type { Db } from '../db/client';
import type { Tx } from '../domain/kernel';
import { DEMO_ACCOUNTS, DEMO_AFFILIATE_CODE, DEMO_OPERATOR_KEY, DEMO_OWNER } from './demo-accounts';
import { ensureFourEyesRule, ensureOperatorKey, ensureStaffUser } from '../domain/operators';
import { affiliateCodes } from '../db/schema/accounts';
import { countries, helpArticles } from '../db/schema/content';
import { members } from '../db/schema/members';
import { merchantModules, merchants, registerFields } from '../db/schema/merchants';
import { COUNTRIES } from './data/countries';
import { type ArticleSeed, DEMO_HELP, DEMO_HELP_BY_LANG } from './data/help-articles';
import { seedPlayerContent } from './player-content';
import { demoModuleRows } from './data/modules';
import { patternOf } from '@platform/rules';
import { DEMO_REGISTER_FIELDS } from './data/register-fields';
import { DEMO_SETTINGS, DEMO_SITE } from './data/site';
import { seedGames } from './games';
import { seedDemoContracts } from './demo-contracts';
import { seedDemoTeam } from './demo-team';
import { seedPointMall } from './point-mall';
import { seedLoyalty } from './loyalty';
import { seedReferral } from './referral';
import { seedRewards } from './rewards';
import {
  TRANSFER_OPERATOR_KEY,
  TRANSFER_SETTINGS,
  TRANSFER_SITE,
  TRANSFER_UPLINE,
} from './transfer-merchant';

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(merchants);
  return (row?.n ?? 0) === 0;
}

async function seedHelp(
  tx: Tx,
  merchantId: number,
  lang: string,
  device: string,
  articles: Record<string, ArticleSeed> = DEMO_HELP,
): Promise<void> {
  const [existing] = await tx
    .select({ id: helpArticles.id })
    .from(helpArticles)
    .where(and(...helpSet(merchantId, lang, device)))
    .limit(1);
  if (existing) return;
  const insert = async (
    tag: string,
    article: ArticleSeed,
    parent: { id: number; key: string } | null,
    sort: number,
  ) => {
    const articleKey = parent === null ? tag : `${parent.key}.${sort}`;
    const [row] = await tx
      .insert(helpArticles)
      .values({
        merchantId,
        lang,
        device,
        parentId: parent?.id ?? null,
        tag,
        articleKey,
        title: article.title,
        contentHtml: article.html,
        bgColor: article.bgColor ?? null,
        display: article.display ?? true,
        sort,
      })
      .returning({ id: helpArticles.id });
    if (!row) throw new Error('help article insert returned nothing');
    for (const [i, child] of (article.children ?? []).entries())
      await insert(tag, child, { id: row.id, key: articleKey }, i);
  };
  for (const [i, [tag, article]] of Object.entries(articles).entries())
    await insert(tag, article, null, i);
}

/** `upline`: a demo account registered under another (player name -> agent name). */
async function seedMembers(
  tx: Tx,
  merchantId: number,
  upline: Readonly<Record<string, string>> = {},
): Promise<void> {
  const usernames = DEMO_ACCOUNTS.map((a) => a.username);
  const existing = await tx
    .select({ username: members.username, id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), inArray(members.username, usernames)));
  const ids = new Map(existing.map((r) => [r.username, r.id]));
  // An upline is stored before the accounts under it (a member's upline never changes).
  const ordered = [...DEMO_ACCOUNTS].sort(
    (a, b) => Number(a.username in upline) - Number(b.username in upline),
  );
  for (const account of ordered) {
    if (ids.has(account.username)) continue;
    const parent = upline[account.username];
    const [created] = await tx
      .insert(members)
      .values({
        merchantId,
        username: account.username,
        passwordHash: await hashPassword(account.password),
        type: account.type,
        nickname: account.nickname,
        email: account.email ?? null,
        dialingCode: account.mobile?.dialingCode ?? null,
        mobile: account.mobile?.number ?? null,
        payeeName: account.payeeName ?? null,
        parentId: parent === undefined ? null : (ids.get(parent) ?? null),
      })
      .onConflictDoNothing()
      .returning({ id: members.id });
    if (created) ids.set(account.username, created.id);
  }
  const [agent] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.username, 'demoagent')));
  if (agent) {
    await tx
      .insert(affiliateCodes)
      .values({ merchantId, code: DEMO_AFFILIATE_CODE, agentId: agent.id })
      .onConflictDoNothing();
  }
}

/**
 * A demo site: the merchant (kept as it is when its code exists), the module tree, the
 * register rules and the help centre in every language the seed data has. Returns the merchant's id.
 */
async function seedSite(tx: Tx, site: typeof merchants.$inferInsert): Promise<number> {
  await tx.insert(merchants).values(site).onConflictDoNothing({ target: merchants.code });
  const [merchant] = await tx
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.code, site.code));
  if (!merchant) throw new Error(`the ${site.code} merchant was not stored`);
  const merchantId = merchant.id;
  await tx
    .insert(merchantModules)
    .values(demoModuleRows().map((m) => ({ ...m, merchantId })))
    .onConflictDoNothing();
  await tx
    .insert(registerFields)
    .values(
      DEMO_REGISTER_FIELDS.map((f, sort) => ({
        ...f,
        merchantId,
        acceptedPattern: patternOf(f.patternId),
        sort,
      })),
    )
    .onConflictDoNothing();
  for (const [lang, articles] of Object.entries(DEMO_HELP_BY_LANG))
    await seedHelp(tx, merchantId, lang, 'WEB', articles);
  return merchantId;
}

export interface SeedOptions {
  /** The demo agent's generated team (default on; tests that do not need it leave it off). */
  demoTeam?: boolean;
  /** The demo team's contracts and their settled history (default: with the demo team). */
  demoContracts?: boolean;
  /** The second demo merchant, in transfer-wallet mode (default on; tests ask for it). */
  transferMerchant?: boolean;
  /** The demo merchant's site addresses, when not those `pnpm start` serves. */
  sites?: { player?: string; agentConsole?: string };
}

export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<void> {
  await db.transaction(async (tx) => {
    const siteAddresses = { ...DEMO_SETTINGS.siteAddresses, ...options.sites };
    const merchantId = await seedSite(tx, {
      ...DEMO_SITE,
      settings: { ...DEMO_SETTINGS, siteAddresses },
    });
    await tx
      .insert(countries)
      .values([...COUNTRIES])
      .onConflictDoNothing();
    await seedMembers(tx, merchantId);
    await seedPlayerContent(tx, merchantId);
    await seedGames(tx, merchantId, DEMO_SITE.currency);
    await seedPointMall(tx, merchantId);
    await ensureOperatorKey(tx, merchantId, 'demo-operator', DEMO_OPERATOR_KEY, Date.now());
    await ensureStaffUser(tx, { merchantId, ...DEMO_OWNER, role: 'owner', now: Date.now() });
    // Withdrawals above 1,000 need a second staff member's approval.
    await ensureFourEyesRule(tx, merchantId, '1000.00', Date.now());
    if (options.demoTeam !== false) {
      await seedDemoTeam(tx, merchantId, DEMO_SITE.currency, Date.now(), DEMO_SETTINGS.timeZone);
      if (options.demoContracts !== false)
        await seedDemoContracts(
          tx,
          {
            id: merchantId,
            currency: DEMO_SITE.currency,
            timeZone: DEMO_SETTINGS.timeZone,
            language: DEMO_SETTINGS.defaultLang,
          },
          Date.now(),
        );
    }
    await seedRewards(tx, merchantId, DEMO_SITE.currency, Date.now());
    await seedLoyalty(tx, merchantId);
    await seedReferral(tx, merchantId, DEMO_SITE.currency, Date.now());
  });
  if (options.transferMerchant !== false) await seedTransferMerchant(db);
}

/**
 * The second demo merchant (`transfer`, domain transfer.localhost): the same site, catalogue
 * and demo accounts as `demo`, in transfer-wallet mode (a wallet per game vendor), with the
 * demo player registered under the demo agent so it can transfer to its upline.
 */
async function seedTransferMerchant(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const merchantId = await seedSite(tx, { ...TRANSFER_SITE, settings: TRANSFER_SETTINGS });
    await seedMembers(tx, merchantId, { [TRANSFER_UPLINE.player]: TRANSFER_UPLINE.agent });
    await seedPlayerContent(tx, merchantId);
    await seedGames(tx, merchantId, TRANSFER_SITE.currency);
    await seedPointMall(tx, merchantId);
    await ensureOperatorKey(tx, merchantId, 'transfer-operator', TRANSFER_OPERATOR_KEY, Date.now());
  });
}
