// The console's games screen: the catalogue's games and vendors with their switches (enabled,
// maintenance and a maintenance window, the hot and new lists, the order). A change is written
// with its audit entry in one transaction; afterwards the config version is advanced once more,
// so every replica's configuration cache (db/config-cache.ts), which holds the lobby's lists,
// drops what it read while the change was still uncommitted, and this process's copy at once.
import { and, asc, eq, gt, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { configCache } from '../../db/config-cache';
import { games, gameVendors } from '../../db/schema/games';
import { inMaintenance, LANE_ORDER } from '../catalogue';
import {
  AppError,
  badRequest,
  type DbOrTx,
  notFound,
  offsetOf,
  pageOf,
  type PageInput,
} from '../kernel';
import { writeAudit } from './audit';
import type { Operator } from './caller';

type OperatorGame = components['schemas']['OperatorGame'];
type OperatorGamePatch = components['schemas']['OperatorGamePatch'];
type OperatorGameVendor = components['schemas']['OperatorGameVendor'];
type OperatorGameVendorPatch = components['schemas']['OperatorGameVendorPatch'];

interface GameListFilter {
  q?: string | undefined;
  vendor?: string | undefined;
  category?: string | undefined;
  status?: 'enabled' | 'disabled' | 'maintenance' | 'hot' | 'new' | undefined;
}

/** `%` and `_` typed by staff are matched literally. */
const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const vendorOfGame = and(
  eq(gameVendors.merchantId, games.merchantId),
  eq(gameVendors.code, games.vendorCode),
  eq(gameVendors.category, games.category),
);

const gameColumns = {
  game: games,
  vendorName: gameVendors.displayName,
  vendorEnabled: gameVendors.enabled,
  vendorMaintenance: gameVendors.maintenance,
};

type GameWithVendor = {
  game: typeof games.$inferSelect;
  vendorName: string | null;
  vendorEnabled: boolean | null;
  vendorMaintenance: boolean | null;
};

function toOperatorGame(row: GameWithVendor, now: number): OperatorGame {
  const { game } = row;
  return {
    id: game.id,
    gameCode: game.gameCode,
    name: game.nameEn,
    vendorCode: game.vendorCode,
    vendorName: row.vendorName ?? game.vendorCode,
    category: game.category,
    classify: game.classify,
    enabled: game.enabled,
    vendorEnabled: row.vendorEnabled ?? true,
    maintenance: game.maintenance,
    maintenanceFrom: game.maintenanceFrom?.getTime() ?? null,
    maintenanceUntil: game.maintenanceUntil?.getTime() ?? null,
    inMaintenance: inMaintenance(game, now) || row.vendorMaintenance === true,
    isHot: game.isHot,
    isNew: game.isNew,
    sort: game.sort,
  };
}

function conditions(merchantId: number, filter: GameListFilter, now: number): SQL[] {
  const where: SQL[] = [eq(games.merchantId, merchantId)];
  const q = filter.q?.trim();
  if (q) {
    const match = or(ilike(games.nameEn, likePattern(q)), ilike(games.gameCode, likePattern(q)));
    if (match) where.push(match);
  }
  if (filter.vendor) where.push(eq(games.vendorCode, filter.vendor));
  if (filter.category) where.push(eq(games.category, filter.category));
  switch (filter.status) {
    case 'enabled':
      where.push(eq(games.enabled, true));
      break;
    case 'disabled':
      where.push(eq(games.enabled, false));
      break;
    case 'maintenance': {
      // In maintenance now, or with a window still to come or under way.
      const inOne = or(
        eq(games.maintenance, true),
        eq(gameVendors.maintenance, true),
        and(isNotNull(games.maintenanceUntil), gt(games.maintenanceUntil, new Date(now))),
      );
      if (inOne) where.push(inOne);
      break;
    }
    case 'hot':
      where.push(eq(games.isHot, true));
      break;
    case 'new':
      where.push(eq(games.isNew, true));
      break;
    default:
      break;
  }
  return where;
}

/** One page of the merchant's games, in the lobby's order. */
export async function operatorGames(
  db: Db,
  input: { merchantId: number; filter: GameListFilter; now: number },
  page: PageInput,
) {
  const where = and(...conditions(input.merchantId, input.filter, input.now));
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(games)
    .leftJoin(gameVendors, vendorOfGame)
    .where(where);
  const rows = await db
    .select(gameColumns)
    .from(games)
    .leftJoin(gameVendors, vendorOfGame)
    .where(where)
    .orderBy(asc(games.category), asc(games.sort), asc(games.vendorCode), asc(games.id))
    .limit(page.size)
    .offset(offsetOf(page));
  return pageOf(
    rows.map((r) => toOperatorGame(r, input.now)),
    count?.n ?? 0,
    page,
  );
}

async function gameRow(db: DbOrTx, merchantId: number, id: number, now: number) {
  const [row] = await db
    .select(gameColumns)
    .from(games)
    .leftJoin(gameVendors, vendorOfGame)
    .where(and(eq(games.merchantId, merchantId), eq(games.id, id)));
  return row ? toOperatorGame(row, now) : null;
}

/** The parts of a game the patch names (what the audit entry shows before and after). */
function partsOf(game: OperatorGame, patch: object): Partial<OperatorGame> {
  const keys = Object.keys(patch) as (keyof OperatorGame)[];
  return Object.fromEntries(keys.map((k) => [k, game[k]]));
}

const windowInvalid = () =>
  new AppError(400, 'game.window.invalid', 'The maintenance window must end after it starts');

/** A window is set whole (start before end) or cleared whole (both null). */
function windowOf(patch: OperatorGamePatch): { from: Date | null; until: Date | null } | null {
  const { maintenanceFrom: from, maintenanceUntil: until } = patch;
  if (from === undefined && until === undefined) return null;
  if (from === undefined || until === undefined) throw windowInvalid();
  if (from === null && until === null) return { from: null, until: null };
  if (from === null || until === null || until <= from) throw windowInvalid();
  return { from: new Date(from), until: new Date(until) };
}

/** Ends a change of the catalogue: a version step the other replicas see, and this cache. */
async function catalogueChanged(db: Db): Promise<void> {
  await db.execute(sql`select nextval('config_version')`);
  configCache(db).invalidate();
}

/** Applies the patch to a game of the merchant, audited with what it changes. */
export async function updateGame(
  db: Db,
  input: {
    merchantId: number;
    id: number;
    patch: OperatorGamePatch;
    by: Operator | null;
    now: number;
  },
): Promise<OperatorGame> {
  const { merchantId, id, patch, now } = input;
  const window = windowOf(patch);
  const changes = {
    ...(patch.enabled !== undefined ? { enabled: patch.enabled } : {}),
    ...(patch.maintenance !== undefined ? { maintenance: patch.maintenance } : {}),
    ...(window ? { maintenanceFrom: window.from, maintenanceUntil: window.until } : {}),
    ...(patch.isHot !== undefined ? { isHot: patch.isHot } : {}),
    ...(patch.isNew !== undefined ? { isNew: patch.isNew } : {}),
    ...(patch.sort !== undefined ? { sort: patch.sort } : {}),
  };
  // Unknown fields are dropped by the contract's validation: nothing may be left.
  if (Object.keys(changes).length === 0) throw badRequest('body has nothing to change');
  try {
    return await db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: games.id })
        .from(games)
        .where(and(eq(games.merchantId, merchantId), eq(games.id, id)))
        .for('update');
      const before = locked ? await gameRow(tx, merchantId, id, now) : null;
      if (!before) throw notFound('No such game');
      await tx.update(games).set(changes).where(eq(games.id, id));
      const after = (await gameRow(tx, merchantId, id, now))!;
      await writeAudit(tx, {
        merchantId,
        operator: input.by,
        action: 'game.update',
        target: `game:${before.vendorCode}:${before.gameCode}`,
        before: partsOf(before, changes),
        after: partsOf(after, changes),
        now,
      });
      return after;
    });
  } finally {
    await catalogueChanged(db);
  }
}

async function vendorRows(db: DbOrTx, merchantId: number, id?: number) {
  const rows = await db
    .select({
      vendor: gameVendors,
      games: sql<number>`(select count(*)::int from ${games} where ${vendorOfGame})`,
    })
    .from(gameVendors)
    .where(and(eq(gameVendors.merchantId, merchantId), id ? eq(gameVendors.id, id) : undefined))
    .orderBy(
      // The lobby's lane order (categories it does not know last).
      sql`array_position(${sql.raw(`array[${LANE_ORDER.map((c) => `'${c}'`).join(',')}]`)}::text[], ${gameVendors.category})`,
      asc(gameVendors.category),
      asc(gameVendors.sort),
      asc(gameVendors.id),
    );
  return rows.map(({ vendor, games: n }): OperatorGameVendor => ({
    id: vendor.id,
    code: vendor.code,
    category: vendor.category,
    displayName: vendor.displayName,
    enabled: vendor.enabled,
    maintenance: vendor.maintenance,
    games: n,
  }));
}

/** The merchant's vendors, one per category they appear in. */
export async function operatorGameVendors(
  db: Db,
  merchantId: number,
): Promise<{ content: OperatorGameVendor[] }> {
  return { content: await vendorRows(db, merchantId) };
}

/** Enables, disables or switches the maintenance of a vendor in its category, audited. */
export async function updateGameVendor(
  db: Db,
  input: {
    merchantId: number;
    id: number;
    patch: OperatorGameVendorPatch;
    by: Operator | null;
    now: number;
  },
): Promise<OperatorGameVendor> {
  const { merchantId, id, patch } = input;
  const changes = {
    ...(patch.enabled !== undefined ? { enabled: patch.enabled } : {}),
    ...(patch.maintenance !== undefined ? { maintenance: patch.maintenance } : {}),
  };
  if (Object.keys(changes).length === 0) throw badRequest('body has nothing to change');
  try {
    return await db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: gameVendors.id })
        .from(gameVendors)
        .where(and(eq(gameVendors.merchantId, merchantId), eq(gameVendors.id, id)))
        .for('update');
      const [before] = locked ? await vendorRows(tx, merchantId, id) : [];
      if (!before) throw notFound('No such vendor');
      await tx.update(gameVendors).set(changes).where(eq(gameVendors.id, id));
      const [after] = await vendorRows(tx, merchantId, id);
      const parts = (v: OperatorGameVendor) =>
        Object.fromEntries(Object.keys(changes).map((k) => [k, v[k as keyof OperatorGameVendor]]));
      await writeAudit(tx, {
        merchantId,
        operator: input.by,
        action: 'vendor.update',
        target: `vendor:${before.category}:${before.code}`,
        before: parts(before),
        after: parts(after!),
        now: input.now,
      });
      return after!;
    });
  } finally {
    await catalogueChanged(db);
  }
}
