// Public reference content: countries and the help centre.
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { merchantRef } from './merchants';

export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  dialingCode: text('dialing_code').notNull(),
  name: text('name').notNull(),
});

export const helpArticles = pgTable(
  'help_articles',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    lang: text('lang').notNull(),
    device: text('device').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => helpArticles.id, {
      onDelete: 'cascade',
    }),
    tag: text('tag').notNull(),
    title: text('title').notNull(),
    contentHtml: text('content_html').notNull(),
    bgColor: text('bg_color'),
    display: boolean('display').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('help_articles_lookup_idx').on(t.merchantId, t.lang, t.device)],
);
