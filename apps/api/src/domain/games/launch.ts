// Launching a game: checks who may play what, opens a game session and asks the game's vendor
// where that session plays, on a launch host picked from the merchant's list.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameSessions, games, gameVendors } from '../../db/schema/games';
import type { Member } from '../sessions';
import { AppError, notFound } from '../kernel';
import { type GameRow, inMaintenance, shownGames } from '../catalogue';
import type { Merchant } from '../merchants';
import type { VendorRegistry } from '../../vendors/vendor';

/** A game session lasts as long as a sign-in session at most. */
export const GAME_SESSION_MS = 12 * 60 * 60_000;
/** Fun balance of a trial session, minor units. */
export const TRIAL_BALANCE = 200_000n;

/** Member type of trial (free play) accounts. */
export const TRIAL_MEMBER_TYPE = 4;

export const hashGameToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

export interface GameRef {
  nodeId?: string | undefined;
  gameCode?: string | undefined;
  vassalage?: string | undefined;
  /** Lottery launches without a game: the first game of these vendors. */
  lotteryVendors?: readonly string[];
}

export async function findGame(db: Db, merchantId: number, ref: GameRef): Promise<GameRow> {
  // A game (or vendor) disabled from the console is no longer there for the lobby.
  const scope = and(...shownGames(merchantId));
  let where;
  if (ref.nodeId) where = and(scope, eq(games.id, Number(ref.nodeId)));
  else if (ref.gameCode)
    where = and(
      scope,
      eq(games.gameCode, ref.gameCode),
      ref.vassalage ? eq(games.vendorCode, ref.vassalage) : undefined,
    );
  else if (ref.lotteryVendors?.length)
    where = and(
      scope,
      eq(games.engine, 'lottery'),
      inArray(games.vendorCode, [...ref.lotteryVendors]),
    );
  else throw notFound('No game given');
  const [game] = await db
    .select()
    .from(games)
    .where(where)
    .orderBy(asc(games.sort), asc(games.id))
    .limit(1);
  if (!game) throw notFound('No such game');
  return game;
}

export const gameMaintenance = (): AppError =>
  new AppError(400, 'game.maintenance', 'This game is under maintenance, please try again later');

async function assertPlayable(db: Db, game: GameRow, now: number): Promise<void> {
  if (inMaintenance(game, now)) throw gameMaintenance();
  const [vendor] = await db
    .select({ maintenance: gameVendors.maintenance })
    .from(gameVendors)
    .where(
      and(
        eq(gameVendors.merchantId, game.merchantId),
        eq(gameVendors.code, game.vendorCode),
        eq(gameVendors.category, game.category),
      ),
    );
  if (vendor?.maintenance) throw gameMaintenance();
}

function launchHost(merchant: Merchant): string {
  const hosts = merchant.settings.launchGameCDNs;
  const host = hosts.length > 0 ? (hosts[randomInt(hosts.length)] ?? '') : '';
  return host.replace(/\/+$/, '');
}

export interface LaunchOptions {
  merchant: Merchant;
  member: Member | null;
  game: GameRow;
  language: string;
  backUrl: string | null;
  now: number;
  vendors: VendorRegistry;
}

/** Opens a session (real for a member, trial without one) and returns the game's address. */
export async function launch(db: Db, options: LaunchOptions): Promise<string> {
  const { merchant, member, game, now } = options;
  if (member && member.type === TRIAL_MEMBER_TYPE) {
    throw new AppError(
      400,
      'trial.account.denied',
      'Trial accounts cannot play, please register a real account',
    );
  }
  if (!member && game.supportPlay !== 0)
    throw new AppError(400, 'function.not.available', 'This game has no free trial');
  await assertPlayable(db, game, now);
  const token = randomBytes(24).toString('base64url');
  await db.insert(gameSessions).values({
    merchantId: merchant.id,
    tokenHash: hashGameToken(token),
    memberId: member?.id ?? null,
    gameId: game.id,
    mode: member ? 'real' : 'trial',
    trialBalance: member ? null : TRIAL_BALANCE,
    language: options.language,
    backUrl: options.backUrl,
    createdAt: new Date(now),
    expiresAt: new Date(now + GAME_SESSION_MS),
  });
  return options.vendors.vendorFor(game).launchUrl({
    host: launchHost(merchant),
    token,
    game,
    language: options.language,
  });
}
