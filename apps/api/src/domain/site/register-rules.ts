// Register validator config: field name -> rule, as the forms package consumes it.
import { asc, eq } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { configCache } from '../../db/config-cache';
import { registerFields } from '../../db/schema/merchants';

export type RegisterValidators = components['schemas']['RegisterValidators'];

export function loadRegisterRules(db: Db, merchantId: number): Promise<RegisterValidators> {
  return configCache(db).get(`register-rules:${merchantId}`, () => readRules(db, merchantId));
}

async function readRules(db: Db, merchantId: number): Promise<RegisterValidators> {
  const rows = await db
    .select()
    .from(registerFields)
    .where(eq(registerFields.merchantId, merchantId))
    .orderBy(asc(registerFields.sort), asc(registerFields.field));
  const rules: RegisterValidators = {};
  for (const row of rows) {
    rules[row.field] = {
      enabled: row.enabled,
      required: row.required,
      acceptedPattern: row.acceptedPattern,
      patternId: row.patternId,
      minLength: row.minLength,
      maxLength: row.maxLength,
      type: row.type,
    };
  }
  return rules;
}
