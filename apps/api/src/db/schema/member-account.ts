// The member's own account pages: the uploaded avatar (one per member, replaced on each
// upload, so storage stays bounded) and a Google Authenticator set-up waiting for its
// confirmation code (the confirmed secret is members.totp_secret).
import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const memberAvatars = pgTable('member_avatars', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  /** Random and new for every upload: the image's address, never guessable from the member. */
  key: text('key').notNull().unique(),
  contentType: text('content_type').$type<'image/png' | 'image/jpeg'>().notNull(),
  data: bytea('data').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export const googleAuthSetups = pgTable('google_auth_setups', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  /** Base32, shown once as a QR code and as text. */
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
