// The member's own account pages: the uploaded avatar (one per member, replaced on each
// upload, so storage stays bounded) and a Google Authenticator set-up waiting for its
// confirmation code (the confirmed secret is members.totp_secret).
import { customType, pgTable, text } from 'drizzle-orm/pg-core';
import { memberRef } from './members';
import { at } from './columns';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const memberAvatars = pgTable('member_avatars', {
  memberId: memberRef().primaryKey(),
  /** Random and new for every upload: the image's address, never guessable from the member. */
  key: text('key').notNull().unique(),
  contentType: text('content_type').$type<'image/png' | 'image/jpeg'>().notNull(),
  data: bytea('data').notNull(),
  updatedAt: at('updated_at').notNull(),
});

export const googleAuthSetups = pgTable('google_auth_setups', {
  memberId: memberRef().primaryKey(),
  /** Base32, shown once as a QR code and as text. */
  secret: text('secret').notNull(),
  createdAt: at('created_at').notNull(),
});
