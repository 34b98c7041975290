// White-label module switches: a module is on when it and every ancestor are enabled.
import type { Db } from '../../db/client';
import { AppError } from '../kernel';
import { cachedModules, loadModules, type ModuleRow } from './whitelabel';

interface ModuleStates {
  /** Modules the tree lists that are on with every ancestor. */
  on: ReadonlySet<string>;
  /** Modules the tree lists that are off, or under an ancestor that is. */
  off: ReadonlySet<string>;
}

/**
 * What each listed module's switch says, worked out once per loaded tree (the rows are the
 * configuration cache's, the same array until the configuration changes), not per request.
 */
const statesByRows = new WeakMap<readonly ModuleRow[], ModuleStates>();

function statesOf(rows: readonly ModuleRow[]): ModuleStates {
  let states = statesByRows.get(rows);
  if (states) return states;
  const byId = new Map(rows.map((r) => [r.modId, r]));
  const on = new Set<string>();
  const off = new Set<string>();
  for (const row of rows) {
    let node: ModuleRow | undefined = row;
    let enabled = true;
    for (let depth = 0; node && depth < 16; depth++) {
      if (!node.enabled) {
        enabled = false;
        break;
      }
      node = node.parentModId ? byId.get(node.parentModId) : undefined;
    }
    (enabled ? on : off).add(row.modId);
  }
  states = { on, off };
  statesByRows.set(rows, states);
  return states;
}

export async function isModuleOn(db: Db, merchantId: number, modId: string): Promise<boolean> {
  return statesOf(await loadModules(db, merchantId)).on.has(modId);
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
  return statesOf(await loadModules(db, merchantId)).off.has(modId);
}

/**
 * `isModuleSwitchedOff` without a promise when the merchant's modules are in the
 * configuration cache now; undefined when they must be loaded (then ask
 * `isModuleSwitchedOff`).
 */
export function moduleSwitchedOffNow(
  db: Db,
  merchantId: number,
  modId: string,
): boolean | undefined {
  const rows = cachedModules(db, merchantId);
  return rows ? statesOf(rows).off.has(modId) : undefined;
}

/** Throws `function.not.available` when the module is off. */
export async function requireModule(db: Db, merchantId: number, modId: string): Promise<void> {
  if (!(await isModuleOn(db, merchantId, modId))) {
    throw new AppError(400, 'function.not.available', 'This feature is not available right now.');
  }
}
