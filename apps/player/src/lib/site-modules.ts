// The merchant's white-label module switches as the menus read them. Every menu and header
// entry leading to a site path whose feature has a switch is shown only while that switch
// (and every switch above it) is on; RouteLink applies it, so the side menu, the header, the
// avatar menu, the top and bottom navigation follow the same table. A module the merchant's
// tree does not list counts as on (like the API's x-module check).
import { flattenWhitelabel } from '@platform/api-client';
import { systemQueries } from '@platform/api-client/queries/system';
import { useApi } from '@platform/api-client/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { SITE_PATHS } from './site-paths';

/** Site path -> the module switch that shows or hides the entries leading to it. */
const PATH_MODULE: Readonly<Record<string, string>> = {
  [SITE_PATHS.deposit]: 'DEPOSIT3',
  [SITE_PATHS.withdraw]: 'WITHDRAW3',
  [SITE_PATHS.messages]: 'INBOX3',
  [SITE_PATHS.promotions]: 'REWCEN3',
  [SITE_PATHS.rewards]: 'REWCEN3',
  [SITE_PATHS.missions]: 'REWCEN3',
  [SITE_PATHS.invite]: 'REWCEN3',
  [SITE_PATHS.pointMall]: 'PTSYS3',
  [SITE_PATHS.rebate]: 'MANUALREBATE3',
  [SITE_PATHS.vip]: 'PLAYERRANK3',
  [SITE_PATHS.favorites]: 'GAMELOFAV3',
  [SITE_PATHS.recent]: 'GAMELOREC3',
  '/feedback': 'FEEDBACK3',
  '/member/transferFund': 'FUNDTRANS3',
  '/member/transferUpline': 'MEMTRANS3',
  '/member/transactionHistory': 'MEMTRANS3',
};

/** The hot-games entry (the RNG lobby filtered to HOT) follows its own switch. */
export const HOT_MODULE = 'GAMELOHOT3';

/** The chat room (live-host chat and broadcast) entry. */
export const CHAT_MODULE = 'CBS3';

type Modules = Readonly<Record<string, boolean>>;

/** Whether a module is on (unknown modules count as on). */
export const moduleOn = (modules: Modules, modId: string): boolean => modules[modId] !== false;

/** Whether an entry leading to `path` (its path part) is shown under these switches. */
export function pathOn(modules: Modules, path: string): boolean {
  const mod = PATH_MODULE[path.split(/[?#]/)[0] ?? path];
  return !mod || moduleOn(modules, mod);
}

/** The merchant's module switches, flattened from the site status. */
export function useModules(): Modules {
  const api = useApi();
  const { data: status } = useQuery(systemQueries(api).status());
  return useMemo(() => flattenWhitelabel(status?.info.whitelabel ?? []), [status]);
}
