// Operator content of the player site: announcements (banners, notices, popups,
// promotions), information pages and posts, activities, and what
// members send back (feedback, chat room, live chat) with their claims.
import {
  bigint,
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { memberRef, members, ownedByMember } from './members';
import { merchantRef } from './merchants';
import { staffUsers } from './staff';
import { at } from './columns';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

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
    startDate: at('start_date').notNull(),
    endDate: at('end_date'),
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
    memberId: memberRef(),
    /** 'promotion' or 'activity'. */
    source: text('source').notNull(),
    key: text('key').notNull(),
    /** Joined, Applying, Process, Rejected, Issued, Claimed. */
    status: text('status').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
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
    startDate: at('start_date'),
    endDate: at('end_date'),
    publishedAt: at('published_at').notNull().defaultNow(),
    sort: integer('sort').notNull().default(0),
    display: boolean('display').notNull().default(true),
  },
  (t) => [
    unique('content_entries_key_uq').on(t.merchantId, t.kind, t.key, t.lang),
    index('content_entries_lookup_idx').on(t.merchantId, t.kind, t.lang),
  ],
);

export const feedback = pgTable(
  'feedback',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantRef(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    questionType: text('question_type').notNull(),
    content: text('content').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    /** Customer service's answer from the console (sent to the member's inbox); null while open. */
    answer: text('answer'),
    answeredAt: at('answered_at'),
    answeredByStaffId: integer('answered_by_staff_id').references(() => staffUsers.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [index('feedback_merchant_idx').on(t.merchantId, t.id)],
);

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
    ...ownedByMember(),
    nickname: text('nickname').notNull(),
    content: text('content').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_merchant_idx').on(t.merchantId, t.id),
    index('chat_messages_member_idx').on(t.memberId, t.createdAt),
  ],
);

export const liveChatTickets = pgTable(
  'live_chat_tickets',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    /** SHA-256 of the ticket handed out in the chat URL. */
    ticketHash: text('ticket_hash').notNull().unique(),
    /** Language of the page and of the automatic replies (EN, CN, AR). */
    lang: text('lang').notNull().default('EN'),
    createdAt: at('created_at').notNull().defaultNow(),
    /** waiting (no staff member yet), taken (by `assignedStaffId`) or closed. */
    status: text('status').notNull().default('waiting'),
    assignedStaffId: integer('assigned_staff_id').references(() => staffUsers.id, {
      onDelete: 'set null',
    }),
    /** The visitor's latest message: null while nobody wrote (the console lists only the rest). */
    lastVisitorMessageAt: at('last_visitor_message_at'),
  },
  (t) => [index('live_chat_tickets_queue_idx').on(t.merchantId, t.status, t.lastVisitorMessageAt)],
);

export const liveChatMessages = pgTable(
  'live_chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => liveChatTickets.id, { onDelete: 'cascade' }),
    sender: text('sender').notNull(),
    content: text('content').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    /** The staff member who answered (null for the visitor and the automatic greeting). */
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
  },
  (t) => [index('live_chat_messages_ticket_idx').on(t.ticketId, t.id)],
);
