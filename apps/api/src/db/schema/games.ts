// The game catalogue (vendors per category, games), favourites, and game sessions: one row
// per launch, whose token the demo games present on every call. Recent games are read from
// the launches.
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { memberRef, members } from './members';
import { merchantRef } from './merchants';
import { at, units } from './columns';

/** A vendor in one category (lane); a vendor may appear in several categories. */
export const gameVendors = pgTable(
  'game_vendors',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    code: text('code').notNull(),
    /** Lane title: RNG, LIVE, FISH, PVP, SPORTS, LOTT, ELOTT. */
    category: text('category').notNull(),
    displayName: text('display_name').notNull(),
    /** VASSALAGE opens the vendor's game list; GAME launches the vendor's lobby game. */
    isGame: text('is_game').$type<'VASSALAGE' | 'GAME'>().notNull(),
    /** Two colours of the generated artwork, `#rrggbb`. */
    colorFrom: text('color_from').notNull(),
    colorTo: text('color_to').notNull(),
    maintenance: boolean('maintenance').notNull().default(false),
    /** A disabled vendor's card and games leave the lobby and cannot be launched. */
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [unique('game_vendors_code_category_uq').on(t.merchantId, t.code, t.category)],
);

export const games = pgTable(
  'games',
  {
    /** The nodeId of the wire. */
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    vendorCode: text('vendor_code').notNull(),
    /** gameType: RNG, LIVE, FISH, PVP, SPORTS, LOTT, ELOTT. */
    category: text('category').notNull(),
    /** gameClassify: SLOT, SC, VP, JP, TG, AC, FISH, LIVE, ... */
    classify: text('classify').notNull(),
    gameCode: text('game_code').notNull(),
    nameEn: text('name_en').notNull(),
    nameCn: text('name_cn').notNull(),
    isHot: boolean('is_hot').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    /** 0 = a free trial is offered. */
    supportPlay: integer('support_play').notNull().default(1),
    maintenance: boolean('maintenance').notNull().default(false),
    /** A maintenance window set from the console: in maintenance from `from` until `until`. */
    maintenanceFrom: at('maintenance_from'),
    maintenanceUntil: at('maintenance_until'),
    /** A disabled game leaves the lobby and cannot be launched. */
    enabled: boolean('enabled').notNull().default(true),
    /** The demo engine that plays it: slot, baccarat, duel, crash, lottery. */
    engine: text('engine').notNull(),
    /** Index of the artwork motif of the generated icon. */
    art: integer('art').notNull().default(0),
    /** Lottery games: seconds between draws. */
    drawIntervalSeconds: integer('draw_interval_seconds'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    unique('games_vendor_code_uq').on(t.merchantId, t.vendorCode, t.gameCode),
    index('games_listing_idx').on(t.merchantId, t.category, t.vendorCode, t.sort),
  ],
);

/** The game a row belongs to (deleted with it). */
export const gameRef = () =>
  integer('game_id')
    .notNull()
    .references(() => games.id, { onDelete: 'cascade' });

export const favoriteGames = pgTable(
  'favorite_games',
  {
    memberId: memberRef(),
    gameId: gameRef(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.gameId] })],
);

/** One launch of a game. Real sessions belong to a member; trial sessions hold a fun balance. */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantRef(),
    tokenHash: text('token_hash').notNull().unique(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    gameId: gameRef(),
    mode: text('mode').$type<'real' | 'trial'>().notNull(),
    /** Trial only: the fun balance in minor units. */
    trialBalance: units('trial_balance'),
    language: text('language').notNull(),
    backUrl: text('back_url'),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('game_sessions_member_idx').on(t.memberId, t.createdAt)],
);
