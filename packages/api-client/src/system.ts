import type { components } from './generated/schema';

export type SystemStatus = components['schemas']['SystemStatus'];
export type SiteInfo = components['schemas']['SiteInfo'];
export type WhitelabelNode = components['schemas']['WhitelabelNode'];
export type RegisterValidators = components['schemas']['RegisterValidators'];
export type RegisterFieldRule = components['schemas']['RegisterFieldRule'];
export type HelpArticle = components['schemas']['HelpArticle'];
export type Country = components['schemas']['Country'];
export type CustomerServiceEntry = components['schemas']['CustomerServiceEntry'];

/** System status codes: what the app renders before anything else. */
export const SITE_STATUS = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;

/**
 * Flattens the module switch tree into `{ MODID: enabled }`. A module is on only when it
 * and every module above it are on.
 */
export function flattenWhitelabel(nodes: readonly WhitelabelNode[]): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  const walk = (list: readonly WhitelabelNode[], parentOn: boolean) => {
    for (const node of list) {
      const on = parentOn && node.enabled === '1';
      out[node.modId] = on;
      walk(node.childrenNodes, on);
    }
  };
  walk(nodes, true);
  return out;
}
export type MemberInfo = components['schemas']['MemberInfo'];
export type LoginResult = components['schemas']['LoginResult'];
