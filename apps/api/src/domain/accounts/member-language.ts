// The member's language (the upstream `hisLang`): the interface language of the member's
// last sign-in or signed-in call, kept so that what the platform writes to the member later
// (inbox messages from a transfer, a settlement, an operator's decision) is in that language.
import { and, eq, sql } from 'drizzle-orm';
import { toLanguageCode } from '@platform/i18n/languages';
import type { DbOrTx } from '../kernel';
import { members } from '../../db/schema/members';
import { arrayOf } from '../../db/sql-arrays';
import type { Member } from '../sessions';

/**
 * Stores `language` (a code as a `Language` header carries it) as the member's when it is a
 * known language and differs from the stored one; anything else writes nothing. Answers the
 * member as it now is.
 */
export async function rememberLanguage(
  db: DbOrTx,
  member: Member,
  language: string | null | undefined,
): Promise<Member> {
  const code = toLanguageCode(language);
  if (code === null || code === member.language) return member;
  await db
    .update(members)
    .set({ language: code })
    .where(and(eq(members.id, member.id), sql`${members.language} is distinct from ${code}`));
  return { ...member, language: code };
}

/**
 * The language of messages to each of these members of a merchant: the member's stored
 * language, else the merchant's default language (EN when it names none).
 */
export async function messageLanguages(
  db: DbOrTx,
  memberIds: readonly number[],
): Promise<Map<number, string>> {
  const ids = [...new Set(memberIds)];
  if (ids.length === 0) return new Map();
  const { rows } = await db.execute<{ id: number; language: string }>(sql`
    select m.id, coalesce(m.language, mc.settings->>'defaultLang', 'EN') as language
      from members m join merchants mc on mc.id = m.merchant_id
     where m.id = any(${arrayOf(ids, 'int')})`);
  return new Map(rows.map((r) => [Number(r.id), r.language]));
}
