import { asc } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { countries } from '../../db/schema/content';

export type Country = components['schemas']['Country'];

export async function listCountries(db: Db): Promise<Country[]> {
  const rows = await db.select().from(countries).orderBy(asc(countries.name));
  return rows.map((r) => ({
    countryCode: r.code,
    countryDialingCode: r.dialingCode,
    name: r.name,
  }));
}
