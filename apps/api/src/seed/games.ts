// Seeds the game catalogue, home banners and marquee notices, and
// funds the demo members through the ledger (a funding transaction from the house account,
// so every balance is the sum of its ledger entries). Idempotent like the rest of the seed.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { houseAccount, memberAccount, toMinor } from '../domain/kernel';
import { post, type Tx } from '../domain/kernel';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { announcements } from '../db/schema/player-content';
import { games, gameVendors } from '../db/schema/games';
import { members } from '../db/schema/members';
import { demoCatalogue, DEMO_VENDORS, isDirectLaunch } from './data/catalogue';
import { CONTENT_START, DEMO_OPENING_BALANCE, HOME_BANNERS } from './data/content';

const CHUNK = 400;

async function seedCatalogue(tx: Tx, merchantId: number): Promise<void> {
  await tx
    .insert(gameVendors)
    .values(
      DEMO_VENDORS.map((v, sort) => ({
        merchantId,
        code: v.code,
        category: v.category,
        displayName: v.displayName,
        isGame: isDirectLaunch(v) ? ('GAME' as const) : ('VASSALAGE' as const),
        colorFrom: v.colors[0],
        colorTo: v.colors[1],
        sort,
      })),
    )
    .onConflictDoNothing();
  const rows = demoCatalogue().map((g) => ({ ...g, merchantId }));
  for (let i = 0; i < rows.length; i += CHUNK) {
    await tx
      .insert(games)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoNothing();
  }
}

async function gameIds(tx: Tx, merchantId: number, codes: string[]): Promise<Map<string, number>> {
  const found = await tx
    .select({ id: games.id, code: games.gameCode })
    .from(games)
    .where(and(eq(games.merchantId, merchantId), inArray(games.gameCode, codes)));
  return new Map(found.map((g) => [g.code, g.id]));
}

async function seedContent(tx: Tx, merchantId: number): Promise<void> {
  const [existing] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(announcements)
    .where(
      and(
        eq(announcements.merchantId, merchantId),
        eq(announcements.type, 'B'),
        eq(announcements.groupName, 'w_home'),
      ),
    );
  if ((existing?.n ?? 0) === 0) {
    // Home banners (the marquee notices are seeded with the rest of the player content).
    const ids = await gameIds(
      tx,
      merchantId,
      HOME_BANNERS.flatMap((b) =>
        b.linkageType === 'GAME' && b.linkageValue ? [b.linkageValue] : [],
      ),
    );
    await tx.insert(announcements).values(
      HOME_BANNERS.flatMap((b, sort) =>
        Object.entries(b.title).map(([lang, title]) => ({
          merchantId,
          key: `home-banner-${sort + 1}`,
          lang,
          type: 'B',
          groupName: 'w_home',
          title,
          contentHtml: '',
          url: `/cdn/banners/${b.art}.svg`,
          linkageType: b.linkageType,
          linkageValue:
            b.linkageType === 'GAME' && b.linkageValue
              ? String(ids.get(b.linkageValue) ?? '')
              : b.linkageValue,
          sort,
          startDate: new Date(CONTENT_START),
        })),
      ),
    );
  }
}

/** Opening balances of the demo players: one funding transaction each, keyed so it runs once. */
async function fundDemoMembers(
  tx: Tx,
  merchantId: number,
  currency: string,
  now: number,
): Promise<void> {
  const usernames = DEMO_ACCOUNTS.filter((a) => a.role !== 'trial').map((a) => a.username);
  const rows = await tx
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), inArray(members.username, usernames)));
  const house = await houseAccount(tx, merchantId, currency);
  const amount = toMinor(DEMO_OPENING_BALANCE);
  for (const member of rows) {
    const account = await memberAccount(tx, merchantId, member.id, currency);
    await post(tx, {
      merchantId,
      kind: 'funding',
      idempotencyKey: `seed-funding:${member.username}`,
      reference: `member:${member.id}`,
      legs: [
        { accountId: house, amount: -amount, kind: 'house' },
        { accountId: account.id, amount, kind: 'member' },
      ],
      now,
    });
  }
}

export async function seedGames(tx: Tx, merchantId: number, currency: string): Promise<void> {
  await seedCatalogue(tx, merchantId);
  await seedContent(tx, merchantId);
  await fundDemoMembers(tx, merchantId, currency, Date.now());
}
