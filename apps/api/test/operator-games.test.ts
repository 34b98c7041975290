// The console's games screen through the operator API: games listed by vendor, category and
// status with paging; a content user disables a game or a vendor and the lobby drops it at once
// (and refuses its launch); a maintenance window in the future leaves the game playable until
// it opens, shows it in maintenance on the lobby's cached pages while it runs and refuses the
// launch with game.maintenance; the hot and new lists follow the console, in its order. Every
// change is audited before and after; bad input is refused in the envelope; another
// merchant's games are not found.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants } from '../src/db/schema/merchants';
import { createOperatorKey } from '../src/domain/operators';
import { signInAs, type TestMember } from './helpers/members';
import { newSignedInStaff, staffCall, value } from './helpers/staff';
import { createTestApp, DEMO, json, type TestApp } from './helpers/test-app';

let now = Date.now();
let t: TestApp;
let merchantId: number;
let content: string;
let readOnly: string;
let support: string;
let ownerKey: string;
let player: TestMember;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  const [m] = await t.database.db.select().from(merchants).where(eq(merchants.code, 'demo'));
  merchantId = m!.id;
  content = (await newSignedInStaff(t, t.database.db, merchantId, 'gina', 'content', now)).token;
  readOnly = (await newSignedInStaff(t, t.database.db, merchantId, 'rhea', 'read-only', now)).token;
  support = (await newSignedInStaff(t, t.database.db, merchantId, 'sam', 'support', now)).token;
  ownerKey = (await createOperatorKey(t.database.db, merchantId, 'games-owner', now)).key;
  player = await signInAs(t.database.db, 'demoplayer', now);
});
afterAll(() => t.close());

type OperatorGame = {
  id: number;
  gameCode: string;
  name: string;
  vendorCode: string;
  category: string;
  enabled: boolean;
  vendorEnabled: boolean;
  maintenance: boolean;
  maintenanceFrom: number | null;
  maintenanceUntil: number | null;
  inMaintenance: boolean;
  isHot: boolean;
  isNew: boolean;
  sort: number;
};
type GamePage = {
  content: OperatorGame[];
  page: number;
  size: number;
  totalPages: number;
  totalElements: number;
};
type Vendor = {
  id: number;
  code: string;
  category: string;
  enabled: boolean;
  maintenance: boolean;
  games: number;
};
type LobbyGame = { nodeId: string; maintenance: boolean; isHot: boolean; isNew: boolean };
type Lane = { title: string; cards: { vassalage: string; maintenance: boolean }[] };

const asOwner = (method: string, url: string, payload?: object) =>
  t.request({
    method,
    url,
    headers: { ...DEMO, 'x-operator-key': ownerKey },
    ...(payload ? { payload } : {}),
  });

const games = async (query: string, token = readOnly) =>
  value<GamePage>(await staffCall(t, 'GET', `/operator/games?${query}`, token));

const vendors = async () =>
  value<{ content: Vendor[] }>(await staffCall(t, 'GET', '/operator/gameVendors', readOnly))
    .content;

/** The lobby's page of a vendor's games named like `name`, as a visitor reads it. */
const lobby = async (vendor: string, name: string) => {
  const res = await t.request({
    method: 'GET',
    url: `/wps/relay/GCSGAME_gameList?vassalage=${vendor}&gameName=${encodeURIComponent(name)}&pageSize=50`,
    headers: DEMO,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (json(res).value as { games: LobbyGame[] }).games;
};

const lanes = async () => {
  const res = await t.request({
    method: 'GET',
    url: '/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop',
    headers: DEMO,
  });
  return (json(res).value as { data: { lanes: Lane[] } }).data.lanes;
};

const hot = async () => {
  const res = await t.request({
    method: 'GET',
    url: '/wps/relay/GCSGAME_hotGamesV2?limit=50',
    headers: DEMO,
  });
  return (json(res).value as { list: LobbyGame[] }).list.map((g) => g.nodeId);
};

const launch = (id: number) =>
  t.request({
    method: 'GET',
    url: `/wps/game/launchGame?nodeId=${id}&launchMode=GLS`,
    headers: { ...DEMO, authorization: player.token },
  });

const auditOf = async (target: string) =>
  value<{ content: { action: string; actor: string; before: unknown; after: unknown }[] }>(
    await asOwner('GET', `/operator/audit?target=${encodeURIComponent(target)}`),
  ).content;

/** A playable game of `vendor` (enabled, not in maintenance) in `category`. */
const playable = async (vendor: string, category = 'RNG') => {
  const query = `vendor=${vendor}&category=${category}&status=enabled&size=100`;
  const found = (await games(query)).content.find((g) => !g.inMaintenance);
  expect(found, `a playable ${vendor} game`).toBeDefined();
  return found!;
};

describe('the games list', () => {
  it('filters by vendor, category and status, a page at a time', async () => {
    const all = await games('size=5');
    expect(all.content).toHaveLength(5);
    expect(all.totalElements).toBeGreaterThan(5);
    expect(all.totalPages).toBe(Math.ceil(all.totalElements / 5));
    const second = await games('size=5&page=2');
    expect(second.page).toBe(2);
    expect(second.content.map((g) => g.id)).not.toEqual(all.content.map((g) => g.id));

    const pg = await games('vendor=PG&size=100');
    expect(pg.content.length).toBeGreaterThan(0);
    expect(pg.content.every((g) => g.vendorCode === 'PG')).toBe(true);
    const live = await games('category=LIVE&size=100');
    expect(live.content.length).toBeGreaterThan(0);
    expect(live.content.every((g) => g.category === 'LIVE')).toBe(true);
    const hotOnes = await games('status=hot&size=100');
    expect(hotOnes.content.every((g) => g.isHot)).toBe(true);
    // The seed has a PG game in maintenance (the lobby shows it so).
    const down = await games('vendor=PG&status=maintenance&size=100');
    expect(down.content.length).toBeGreaterThan(0);
    expect(down.content.every((g) => g.inMaintenance)).toBe(true);

    const list = await vendors();
    // In the lobby's lane order: slots first, e-lottery last.
    expect(list[0]?.category).toBe('RNG');
    expect(list.at(-1)?.category).toBe('ELOTT');
    const pgVendor = list.find((v) => v.code === 'PG' && v.category === 'RNG');
    expect(pgVendor).toMatchObject({ enabled: true, maintenance: false });
    expect(pgVendor?.games).toBe((await games('vendor=PG&category=RNG&size=1')).totalElements);
  });

  it('refuses an unknown status or a page size beyond 100 in the envelope', async () => {
    for (const query of ['status=broken', 'size=101', 'category=NOPE', 'page=0']) {
      const res = await staffCall(t, 'GET', `/operator/games?${query}`, readOnly);
      expect(res.statusCode, query).toBe(400);
      expect(json(res).errorCode).toBe('request.param.err');
    }
  });
});

describe('switches from the console', () => {
  it('disables a game: the lobby drops it at once and its launch is refused; enabling brings it back', async () => {
    const game = await playable('PG');
    const off = value<OperatorGame>(
      await staffCall(t, 'PATCH', `/operator/games/${game.id}`, content, { enabled: false }),
    );
    expect(off.enabled).toBe(false);
    expect((await lobby('PG', game.name)).map((g) => g.nodeId)).not.toContain(String(game.id));
    expect((await launch(game.id)).statusCode).toBe(404);
    expect((await games('status=disabled&size=100')).content.map((g) => g.id)).toContain(game.id);

    value(await staffCall(t, 'PATCH', `/operator/games/${game.id}`, content, { enabled: true }));
    expect((await lobby('PG', game.name)).map((g) => g.nodeId)).toContain(String(game.id));
    expect((await launch(game.id)).statusCode).toBe(200);

    const entries = await auditOf(`game:PG:${game.gameCode}`);
    expect(entries.map((e) => e.action)).toEqual(['game.update', 'game.update']);
    expect(entries).toContainEqual(
      expect.objectContaining({
        actor: 'gina',
        before: { enabled: true },
        after: { enabled: false },
      }),
    );
  });

  it('disables a vendor: its card and games leave the lobby; its maintenance refuses launches', async () => {
    const vendor = (await vendors()).find((v) => v.code === 'JDB' && v.category === 'RNG')!;
    const game = await playable('JDB');
    value(
      await staffCall(t, 'PATCH', `/operator/gameVendors/${vendor.id}`, content, {
        enabled: false,
      }),
    );
    const rng = (await lanes()).find((l) => l.title === 'RNG');
    expect(rng?.cards.map((c) => c.vassalage)).not.toContain('JDB');
    expect(await lobby('JDB', game.name)).toEqual([]);
    expect((await launch(game.id)).statusCode).toBe(404);

    value(
      await staffCall(t, 'PATCH', `/operator/gameVendors/${vendor.id}`, content, {
        enabled: true,
        maintenance: true,
      }),
    );
    const card = (await lanes())
      .find((l) => l.title === 'RNG')
      ?.cards.find((c) => c.vassalage === 'JDB');
    expect(card?.maintenance).toBe(true);
    const refused = await launch(game.id);
    expect(refused.statusCode).toBe(400);
    expect(json(refused).errorCode).toBe('game.maintenance');
    const listed = (await games('vendor=JDB&size=100')).content.find((g) => g.id === game.id);
    expect(listed?.inMaintenance).toBe(true);

    value(
      await staffCall(t, 'PATCH', `/operator/gameVendors/${vendor.id}`, content, {
        maintenance: false,
      }),
    );
    expect((await launch(game.id)).statusCode).toBe(200);
    const [last] = await auditOf(`vendor:RNG:JDB`);
    expect(last).toMatchObject({
      action: 'vendor.update',
      before: { maintenance: true },
      after: { maintenance: false },
    });
  });

  it('refuses a window without an end, one that ends before it starts, and an empty change', async () => {
    const game = await playable('PG');
    for (const body of [
      { maintenanceFrom: now },
      { maintenanceFrom: now + 1000, maintenanceUntil: now },
      { maintenanceFrom: null, maintenanceUntil: now },
    ]) {
      const res = await asOwner('PATCH', `/operator/games/${game.id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(res).errorCode).toBe('game.window.invalid');
    }
    for (const body of [{}, { enabled: 'yes' }, { sort: 1.5 }, { colour: 'red' }]) {
      const res = await asOwner('PATCH', `/operator/games/${game.id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(res).errorCode).toBe('request.param.err');
    }
    const missing = await asOwner('PATCH', '/operator/games/99999999', { isHot: true });
    expect(missing.statusCode).toBe(404);
  });

  it('marks games hot and new: the lobby lists them, hot ones in the console order', async () => {
    const [a, b] = (await games('vendor=PG&status=enabled&size=100')).content.filter(
      (g) => !g.isHot && !g.isNew,
    );
    expect(a && b).toBeTruthy();
    value(
      await staffCall(t, 'PATCH', `/operator/games/${a!.id}`, content, { isHot: true, sort: -2 }),
    );
    value(
      await staffCall(t, 'PATCH', `/operator/games/${b!.id}`, content, {
        isHot: true,
        isNew: true,
        sort: -3,
      }),
    );
    const listed = await hot();
    expect(listed.slice(0, 2)).toEqual([String(b!.id), String(a!.id)]);
    const fresh = await t.request({
      method: 'GET',
      url: `/wps/relay/GCSGAME_gameList?vassalage=PG&isNew=true&gameName=${encodeURIComponent(b!.name)}`,
      headers: DEMO,
    });
    expect((json(fresh).value as { games: LobbyGame[] }).games.map((g) => g.nodeId)).toContain(
      String(b!.id),
    );

    value(await staffCall(t, 'PATCH', `/operator/games/${a!.id}`, content, { isHot: false }));
    expect(await hot()).not.toContain(String(a!.id));
  });

  it('refuses changes to a role without games.manage', async () => {
    const game = await playable('PG');
    const res = await staffCall(t, 'PATCH', `/operator/games/${game.id}`, support, {
      enabled: false,
    });
    expect(res.statusCode).toBe(403);
    expect(json(res).errorCode).toBe('operator.forbidden');
    expect((await games('size=1', support)).content).toHaveLength(1);
  });
});

describe('another merchant', () => {
  it("does not find this merchant's games or vendors", async () => {
    const game = await playable('PG');
    const vendor = (await vendors())[0]!;
    const [other] = await t.database.db
      .insert(merchants)
      .values({
        code: 'othergames',
        name: 'Other',
        currency: 'USD',
        currencySymbol: '$',
        settings: {},
      })
      .returning();
    const { key } = await createOperatorKey(t.database.db, other!.id, 'games', now);
    const headers = { merchant: 'othergames', 'x-operator-key': key };
    for (const [url, payload] of [
      [`/operator/games/${game.id}`, { enabled: false }],
      [`/operator/gameVendors/${vendor.id}`, { enabled: false }],
    ] as const) {
      const res = await t.request({ method: 'PATCH', url, headers, payload });
      expect(res.statusCode, url).toBe(404);
    }
    const list = await t.request({ method: 'GET', url: '/operator/games', headers });
    expect(value<GamePage>(list).content).toEqual([]);
    expect((await lobby('PG', game.name)).map((g) => g.nodeId)).toContain(String(game.id));
  });
});

// Last: it moves the clock past the staff sessions' idle time (the owner calls with a key).
describe('a maintenance window', () => {
  it('a maintenance window: playable before it, in maintenance on the cached lobby while it runs, playable after', async () => {
    const game = await playable('CQ9');
    const from = now + 60 * 60_000;
    const until = from + 30 * 60_000;
    // The lobby page is read (and cached) before the window is set and after.
    expect(
      (await lobby('CQ9', game.name)).find((g) => g.nodeId === String(game.id))?.maintenance,
    ).toBe(false);
    const set = value<OperatorGame>(
      await asOwner('PATCH', `/operator/games/${game.id}`, {
        maintenanceFrom: from,
        maintenanceUntil: until,
      }),
    );
    expect(set).toMatchObject({ maintenanceFrom: from, maintenanceUntil: until });
    expect(set.inMaintenance).toBe(false);
    expect((await launch(game.id)).statusCode).toBe(200);
    expect(
      (await lobby('CQ9', game.name)).find((g) => g.nodeId === String(game.id))?.maintenance,
    ).toBe(false);
    const upcoming = await asOwner('GET', '/operator/games?vendor=CQ9&status=maintenance');
    expect(value<GamePage>(upcoming).content.map((g) => g.id)).toContain(game.id);

    now = from; // the window opens, with no write to the catalogue
    player = await signInAs(t.database.db, 'demoplayer', now);
    expect(
      (await lobby('CQ9', game.name)).find((g) => g.nodeId === String(game.id))?.maintenance,
    ).toBe(true);
    const refused = await launch(game.id);
    expect(refused.statusCode).toBe(400);
    expect(json(refused).errorCode).toBe('game.maintenance');

    now = until; // and closes
    player = await signInAs(t.database.db, 'demoplayer', now);
    expect(
      (await lobby('CQ9', game.name)).find((g) => g.nodeId === String(game.id))?.maintenance,
    ).toBe(false);
    expect((await launch(game.id)).statusCode).toBe(200);

    const cleared = value<OperatorGame>(
      await asOwner('PATCH', `/operator/games/${game.id}`, {
        maintenanceFrom: null,
        maintenanceUntil: null,
      }),
    );
    expect(cleared).toMatchObject({ maintenanceFrom: null, maintenanceUntil: null });
    const [entry] = await auditOf(`game:CQ9:${game.gameCode}`);
    expect(entry).toMatchObject({
      before: { maintenanceFrom: from, maintenanceUntil: until },
      after: { maintenanceFrom: null, maintenanceUntil: null },
    });
  });
});
