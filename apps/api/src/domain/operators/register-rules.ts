// The register rules of the console's settings screen: per field of the registration form,
// whether it is shown and required, the kind of value it accepts (a pattern of the catalogue
// the site's forms and the server share, @platform/rules: never a free regular expression) and
// its length. A change is validated (400 in the envelope), written with its audit entry (the
// fields before and after) in one transaction; the table's trigger advances the config version,
// so every replica's configuration cache (db/config-cache.ts) applies it within a second or two.
// After the commit the version is advanced once more (a replica that read the rules while the
// change was uncommitted drops them) and this process's cache is dropped at once.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import { isKnownPattern, patternOf } from '@platform/rules';
import type { Db } from '../../db/client';
import { configCache } from '../../db/config-cache';
import { registerFields } from '../../db/schema/merchants';
import { badRequest, type DbOrTx } from '../kernel';
import { writeAudit } from './audit';
import type { Operator } from './caller';

export type OperatorRegisterRules = components['schemas']['OperatorRegisterRules'];
type Field = OperatorRegisterRules['fields'][number];

/** Registration always asks for these: they stay shown and required. */
const ALWAYS = new Set(['username', 'password']);

/** The merchant's register rules as stored (not the cached copy), in the form's order. */
export async function registerRules(
  db: DbOrTx,
  merchantId: number,
): Promise<OperatorRegisterRules> {
  const rows = await db
    .select()
    .from(registerFields)
    .where(eq(registerFields.merchantId, merchantId))
    .orderBy(asc(registerFields.sort), asc(registerFields.field));
  return {
    fields: rows.map((r) => ({
      field: r.field,
      enabled: r.enabled,
      required: r.required,
      patternId: r.patternId,
      minLength: r.minLength,
      maxLength: r.maxLength,
    })),
  };
}

function validate(fields: readonly Field[], known: ReadonlySet<string>): void {
  const seen = new Set<string>();
  fields.forEach((f, i) => {
    if (!known.has(f.field))
      throw badRequest(`body field "fields.${i}.field" is not a field of the form`);
    if (seen.has(f.field)) throw badRequest(`body field "fields.${i}.field" is repeated`);
    seen.add(f.field);
    if (ALWAYS.has(f.field) && !(f.enabled && f.required)) {
      throw badRequest(
        `body field "fields.${i}.enabled" must stay on: registration needs ${f.field}`,
      );
    }
    if (f.required && !f.enabled) {
      throw badRequest(`body field "fields.${i}.required" needs the field shown`);
    }
    if (!isKnownPattern(f.patternId)) {
      throw badRequest(`body field "fields.${i}.patternId" is not a pattern of the catalogue`);
    }
    if (f.minLength > f.maxLength) {
      throw badRequest(`body field "fields.${i}.minLength" is more than its maxLength`);
    }
  });
}

/** Changes the rules of the fields named, audited with those fields before and after. */
export async function setRegisterRules(
  db: Db,
  input: { merchantId: number; rules: OperatorRegisterRules; by: Operator | null; now: number },
): Promise<OperatorRegisterRules> {
  const { merchantId } = input;
  const named = (rules: OperatorRegisterRules) => ({
    fields: rules.fields.filter((f) => input.rules.fields.some((n) => n.field === f.field)),
  });
  try {
    return await db.transaction(async (tx) => {
      const before = await registerRules(tx, merchantId);
      validate(input.rules.fields, new Set(before.fields.map((f) => f.field)));
      for (const f of input.rules.fields) {
        await tx
          .update(registerFields)
          .set({
            enabled: f.enabled,
            required: f.required,
            patternId: f.patternId,
            acceptedPattern: patternOf(f.patternId),
            minLength: f.minLength,
            maxLength: f.maxLength,
          })
          .where(and(eq(registerFields.merchantId, merchantId), eq(registerFields.field, f.field)));
      }
      const after = await registerRules(tx, merchantId);
      await writeAudit(tx, {
        merchantId,
        operator: input.by,
        action: 'settings.register',
        target: 'settings:register',
        before: named(before),
        after: named(after),
        now: input.now,
      });
      return after;
    });
  } finally {
    // Committed (or not): a version step other replicas see only now, and this process's copy.
    await db.execute(sql`select nextval('config_version')`);
    configCache(db).invalidate();
  }
}
