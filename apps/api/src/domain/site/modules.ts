// White-label module switches: a module is on when it and every ancestor are enabled.
import type { Db } from '../../db/client';
import { AppError } from '../kernel';
import { loadModules } from './whitelabel';

export async function isModuleOn(db: Db, merchantId: number, modId: string): Promise<boolean> {
  const rows = await loadModules(db, merchantId);
  const byId = new Map(rows.map((r) => [r.modId, r]));
  let node = byId.get(modId);
  if (!node) return false;
  for (let depth = 0; node && depth < 16; depth++) {
    if (!node.enabled) return false;
    node = node.parentModId ? byId.get(node.parentModId) : undefined;
  }
  return true;
}

/**
 * Whether the merchant switched the module (or one of its ancestors) off. Unlike
 * `isModuleOn`, a module the merchant's tree does not list counts as not switched off: the
 * contract's `x-module` switches (plugins/module-switches.ts) must not turn off features
 * that worked before their switch was seeded.
 */
export async function isModuleSwitchedOff(
  db: Db,
  merchantId: number,
  modId: string,
): Promise<boolean> {
  const rows = await loadModules(db, merchantId);
  const byId = new Map(rows.map((r) => [r.modId, r]));
  let node = byId.get(modId);
  for (let depth = 0; node && depth < 16; depth++) {
    if (!node.enabled) return true;
    node = node.parentModId ? byId.get(node.parentModId) : undefined;
  }
  return false;
}

/** Throws `function.not.available` when the module is off. */
export async function requireModule(db: Db, merchantId: number, modId: string): Promise<void> {
  if (!(await isModuleOn(db, merchantId, modId))) {
    throw new AppError(400, 'function.not.available', 'This feature is not available right now.');
  }
}
