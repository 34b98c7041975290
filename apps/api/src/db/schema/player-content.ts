// Operator content of the player site: announcements (banners, notices, popups,
// promotions), information pages and posts, activities, the winner board, and what
// members send back (feedback, chat room, live chat) with their claims.
import {
  bigint,
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { members } from './members';
import { merchants } from './merchants';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const merchantRef = () =>
  integer('merchant_id')
    .notNull()
    .references(() => merchants.id, { onDelete: 'cascade' });

export interface AnnouncementImageRow {
  sequence: number;
  url: string;
}

/** B banner, PL marquee notice, H notice-centre notice, PU popup, PR promotion. */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    /** Stable id across languages (deep links use it). */
    key: text('key').notNull(),
    lang: text('lang').notNull(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    contentHtml: text('content_html').notNull(),
    execution: text('execution'),
    promotionType: text('promotion_type'),
    category: text('category'),
    claimType: text('claim_type'),
    groupName: text('group_name'),
    url: text('url'),
    linkageType: text('linkage_type'),
    linkageValue: text('linkage_value'),
    images: jsonb('images').$type<AnnouncementImageRow[]>().notNull().default([]),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }),
    sort: integer('sort').notNull().default(0),
    display: boolean('display').notNull().default(true),
  },
  (t) => [
    unique('announcements_key_lang_uq').on(t.merchantId, t.key, t.lang),
    index('announcements_lookup_idx').on(t.merchantId, t.type, t.lang),
  ],
);

/** A member's claim of a promotion (raffle) or an activity. */
export const rewardClaims = pgTable(
  'reward_claims',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** 'promotion' or 'activity'. */
    source: text('source').notNull(),
    key: text('key').notNull(),
    /** Joined, Applying, Process, Rejected, Issued, Claimed. */
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.source, t.key] })],
);

/** Information pages (page), blog and news posts, and activities, per language. */
export const contentEntries = pgTable(
  'content_entries',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    html: text('html').notNull(),
    imageUrl: text('image_url'),
    /** Activities only: JOIN or CLAIM. */
    activityKind: text('activity_kind'),
    startDate: timestamp('start_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    sort: integer('sort').notNull().default(0),
    display: boolean('display').notNull().default(true),
  },
  (t) => [
    unique('content_entries_key_uq').on(t.merchantId, t.kind, t.key, t.lang),
    index('content_entries_lookup_idx').on(t.merchantId, t.kind, t.lang),
  ],
);

export const winnerBoard = pgTable(
  'winner_board',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    customerName: text('customer_name').notNull(),
    gameName: text('game_name').notNull(),
    winAmount: numeric('win_amount', { precision: 20, scale: 2 }).notNull(),
    iconUrl: text('icon_url'),
    wonAt: timestamp('won_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('winner_board_merchant_idx').on(t.merchantId)],
);

export const feedback = pgTable('feedback', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantId: merchantRef(),
  memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
  questionType: text('question_type').notNull(),
  content: text('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const feedbackImages = pgTable('feedback_images', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  feedbackId: bigint('feedback_id', { mode: 'number' })
    .notNull()
    .references(() => feedback.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
});

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantRef(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    nickname: text('nickname').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_merchant_idx').on(t.merchantId, t.id),
    index('chat_messages_member_idx').on(t.memberId, t.createdAt),
  ],
);

export const liveChatTickets = pgTable('live_chat_tickets', {
  id: serial('id').primaryKey(),
  merchantId: merchantRef(),
  memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
  /** SHA-256 of the ticket handed out in the chat URL. */
  ticketHash: text('ticket_hash').notNull().unique(),
  /** Language of the page and of the automatic replies (EN, CN, AR). */
  lang: text('lang').notNull().default('EN'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const liveChatMessages = pgTable(
  'live_chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => liveChatTickets.id, { onDelete: 'cascade' }),
    sender: text('sender').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_chat_messages_ticket_idx').on(t.ticketId, t.id)],
);
