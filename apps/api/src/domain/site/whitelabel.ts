// The white-label module switch tree ({modId, enabled "1"/"0", childrenNodes}).
import { asc, eq } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { configCache } from '../../db/config-cache';
import { merchantModules } from '../../db/schema/merchants';

export type WhitelabelNode = components['schemas']['WhitelabelNode'];

export interface ModuleRow {
  modId: string;
  parentModId: string | null;
  enabled: boolean;
}

/** Builds the tree; a module whose parent is unknown is shown at the top level. */
export function buildModuleTree(rows: readonly ModuleRow[]): WhitelabelNode[] {
  const nodes = new Map<string, WhitelabelNode>();
  for (const row of rows) {
    nodes.set(row.modId, { modId: row.modId, enabled: row.enabled ? '1' : '0', childrenNodes: [] });
  }
  const roots: WhitelabelNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.modId);
    if (!node) continue;
    const parent = row.parentModId ? nodes.get(row.parentModId) : undefined;
    if (parent && parent !== node) parent.childrenNodes.push(node);
    else roots.push(node);
  }
  return roots;
}

/** `loadModules`' rows when the configuration cache holds them now (see `peek`). */
export function cachedModules(db: Db, merchantId: number): ModuleRow[] | undefined {
  return configCache(db).peek<ModuleRow[]>(`modules:${merchantId}`);
}

/** The merchant's modules in display order (cached: every status and module check reads them). */
export function loadModules(db: Db, merchantId: number): Promise<ModuleRow[]> {
  return configCache(db).get(`modules:${merchantId}`, () =>
    db
      .select({
        modId: merchantModules.modId,
        parentModId: merchantModules.parentModId,
        enabled: merchantModules.enabled,
      })
      .from(merchantModules)
      .where(eq(merchantModules.merchantId, merchantId))
      .orderBy(asc(merchantModules.sort), asc(merchantModules.modId)),
  );
}

export async function loadWhitelabelTree(db: Db, merchantId: number): Promise<WhitelabelNode[]> {
  return buildModuleTree(await loadModules(db, merchantId));
}
