// The member's profile: the labels of the specification (section 3). Nickname and full name
// (payee name) are columns of members; the others live in members.profile beside what
// registration kept. What members see and change follows the merchant's settings
// (settings.account.profileFields); the full name, once set, never changes here (bank cards
// must carry it); the referrer is who the member registered under, never typed by them.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/members';
import { type Merchant, PROFILE_FIELDS, type ProfileFieldName } from '../merchants';
import type { Member } from '../sessions';
import { AppError } from '../kernel';

type ProfileWire = components['schemas']['MemberProfile'];
type ProfileUpdate = components['schemas']['MemberProfileUpdate'];
type SourceOfIncome = components['schemas']['SourceOfIncome'];

export const SOURCES_OF_INCOME: SourceOfIncome[] = [
  'salary',
  'business',
  'investments',
  'savings',
  'pension',
  'other',
];

const CONTROL = /[\p{Cc}\p{Cf}]/u;
const payeeFixed = () =>
  new AppError(400, 'profile.payee.fixed', 'The full name is set and cannot change');
const invalid = (field: string, message: string) =>
  new AppError(400, 'profile.field.invalid', message, { field });

/** Text of at most `max` characters, no control characters. */
const text = (field: string, max: number) => (value: string) => {
  if ([...value].length > max || CONTROL.test(value)) {
    throw invalid(field, `The ${field} must be at most ${max} characters`);
  }
  return value;
};

function birthday(minAge: number, now: number) {
  return (value: string) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    const date = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : NaN;
    if (!m || Number.isNaN(date) || new Date(date).toISOString().slice(0, 10) !== value) {
      throw invalid('birthday', 'The birthday must be a real date, YYYY-MM-DD');
    }
    const today = new Date(now);
    const adult = Date.UTC(
      today.getUTCFullYear() - minAge,
      today.getUTCMonth(),
      today.getUTCDate(),
    );
    if (Number(m[1]) < 1900 || date > adult) {
      throw invalid('birthday', `The birthday must make you at least ${minAge}`);
    }
    return value;
  };
}

/** Each editable field's rule: the value to store, or an error. */
function rules(
  minAge: number,
  now: number,
): Record<Exclude<ProfileFieldName, 'referrer'>, (v: string) => string> {
  return {
    nickname: text('nickname', 20),
    payeeName: (v) => {
      if (!/^[\p{L}\p{M}][\p{L}\p{M} .'-]{1,63}$/u.test(v)) {
        throw invalid('payeeName', 'The full name takes 2 to 64 letters, spaces, dots, hyphens');
      }
      return v.replace(/\s+/g, ' ');
    },
    telegram: (v) => {
      const m = /^@?([A-Za-z0-9_]{5,32})$/.exec(v);
      if (!m) throw invalid('telegram', 'A Telegram username has 5 to 32 letters, digits or _');
      return `@${m[1]}`;
    },
    zalo: (v) => {
      if (!/^[A-Za-z0-9+._ -]{3,32}$/.test(v)) {
        throw invalid('zalo', 'A Zalo ID or number has 3 to 32 letters, digits, + . _ -');
      }
      return v;
    },
    birthday: birthday(minAge, now),
    address: text('address', 200),
    nationality: (v) => {
      const code = v.toUpperCase();
      if (!/^[A-Z]{2}$/.test(code)) throw invalid('nationality', 'Choose a country');
      return code;
    },
    occupation: text('occupation', 64),
    sourceOfIncome: (v) => {
      if (!SOURCES_OF_INCOME.includes(v as SourceOfIncome)) {
        throw invalid('sourceOfIncome', 'Choose a source of income');
      }
      return v;
    },
  };
}

async function referrerOf(db: Db, member: Member): Promise<string | null> {
  const typed = member.profile.recommenderId;
  if (typed) return typed;
  if (member.parentId === null) return null;
  const [upline] = await db
    .select({ username: members.username })
    .from(members)
    .where(eq(members.id, member.parentId));
  return upline?.username ?? null;
}

function valueOf(member: Member, field: ProfileFieldName, referrer: string | null): string | null {
  if (field === 'nickname') return member.nickname;
  if (field === 'payeeName') return member.payeeName;
  if (field === 'referrer') return referrer;
  return member.profile[field] ?? null;
}

export async function profileOf(db: Db, merchant: Merchant, member: Member): Promise<ProfileWire> {
  const modes = merchant.settings.account.profileFields;
  const referrer = await referrerOf(db, member);
  return {
    fields: PROFILE_FIELDS.filter((f) => modes[f] !== 'hidden').map((name) => ({
      name,
      value: valueOf(member, name, referrer),
      editable: modes[name] === 'editable' && !(name === 'payeeName' && member.payeeName !== null),
    })),
    minAge: merchant.settings.account.minAge,
    sourcesOfIncome: SOURCES_OF_INCOME,
  };
}

/** Changes the fields sent; all of them are checked before anything is stored. */
export async function updateProfile(
  db: Db,
  merchant: Merchant,
  member: Member,
  body: ProfileUpdate,
  now: number,
): Promise<ProfileWire> {
  const modes = merchant.settings.account.profileFields;
  const check = rules(merchant.settings.account.minAge, now);
  const columns: { nickname?: string | null; payeeName?: string } = {};
  const set: Record<string, string> = {};
  const cleared: string[] = [];
  for (const field of PROFILE_FIELDS) {
    const raw = body[field];
    if (raw === undefined) continue;
    const value = raw.trim();
    if (field === 'payeeName' && member.payeeName !== null) {
      if (value === member.payeeName) continue;
      throw payeeFixed();
    }
    if (field === 'referrer' || modes[field] !== 'editable') {
      throw new AppError(400, 'profile.field.readonly', `The ${field} cannot be changed`, {
        field,
      });
    }
    if (field === 'payeeName') {
      if (value !== '') columns.payeeName = check.payeeName(value);
    } else if (field === 'nickname') {
      columns.nickname = value === '' ? null : check.nickname(value);
    } else if (value === '') {
      cleared.push(field);
    } else {
      set[field] = check[field](value);
    }
  }
  // One statement: other fields changed meanwhile are kept, and a full name set meanwhile
  // (another tab, the first bank card) is not overwritten.
  const [updated] = await db
    .update(members)
    .set({
      ...columns,
      profile: sql`(${members.profile} || ${JSON.stringify(set)}::jsonb) - array[${sql.join(
        cleared.map((f) => sql`${f}`),
        sql`, `,
      )}]::text[]`,
    })
    .where(
      and(
        eq(members.id, member.id),
        columns.payeeName === undefined ? undefined : isNull(members.payeeName),
      ),
    )
    .returning();
  if (!updated) throw payeeFixed();
  return profileOf(db, merchant, updated);
}
