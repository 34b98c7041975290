// The account's lazy screen group: my account and the responsible-gaming page load together,
// with the member centre, never on a first visit.
import type { LoaderArgs } from '../../lib/route-context';
import { loader as accountLoader } from './account-page';
import { limitsLoader } from './limits-page';

export { AccountPage } from './account-page';
export { LimitsPage } from './limits-page';

export type AccountScreen = 'account' | 'limits';

export function loader(args: LoaderArgs, screen: AccountScreen) {
  return screen === 'account' ? accountLoader(args) : limitsLoader(args);
}
