// Public reference content: countries and the help centre.
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
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
    /**
     * The article's identity across languages: its topic's tag for a topic, `<tag>.<n>` for a
     * child (n its first place among siblings). The console edits an article by it, and the
     * site takes a language's text by it, falling back to EN's.
     */
    articleKey: text('article_key').notNull(),
    title: text('title').notNull(),
    contentHtml: text('content_html').notNull(),
    bgColor: text('bg_color'),
    display: boolean('display').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('help_articles_lookup_idx').on(t.merchantId, t.lang, t.device),
    uniqueIndex('help_articles_key_idx').on(t.merchantId, t.device, t.lang, t.articleKey),
  ],
);
