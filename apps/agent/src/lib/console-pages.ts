// The agent centre's menu pages (spec: agent centre menu pages), in the upstream order. The
// contract pages show only when the merchant has switched them on; every entry shows only
// once the app has its route, so the menu never holds a dead link.

/** Merchant switches that decide which contract pages the menu offers. */
export interface ConsoleFlags {
  /** Dividend contracts (upstream `enableCt`). */
  enableCt?: boolean;
  /** Daily wages (upstream `salary`). */
  salary?: boolean;
  hourlySalary?: boolean;
  realtimeSalary?: boolean;
}

export interface ConsolePage {
  /** The upstream page name, also its path under /agentHome and its text key. */
  readonly name: string;
  readonly flag?: keyof ConsoleFlags;
}

export const CONSOLE_PAGES: readonly ConsolePage[] = [
  { name: 'agentAnnouncement' },
  { name: 'agentTeamOverview' },
  { name: 'registerCenter' },
  { name: 'downlineManagmentView' },
  { name: 'personalHistoryCopy' },
  { name: 'palStatementsAgentCopy' },
  { name: 'agentRevenueReport' },
  { name: 'agentDownlineTransactionDetailsCopy' },
  { name: 'agentDividendRecordCopy2', flag: 'enableCt' },
  { name: 'agentDailyWages2', flag: 'salary' },
  { name: 'agentHourSalary', flag: 'hourlySalary' },
  { name: 'agentRealtimeSalary', flag: 'realtimeSalary' },
];

export const consolePath = (name: string): string => `/agentHome/${name}`;

/** The pages the menu shows: switched on (when switchable) and with a route. */
export function visiblePages(
  flags: ConsoleFlags,
  routeExists: (path: string) => boolean,
): ConsolePage[] {
  return CONSOLE_PAGES.filter(
    (page) => (!page.flag || flags[page.flag] === true) && routeExists(consolePath(page.name)),
  );
}
