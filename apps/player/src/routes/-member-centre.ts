// Lazy screen group "MemberCenter": the frame (menu, drawer) around the member pages, with its
// first page (my account) and the responsible-gaming page, fetched together.
import { loader as accountLoader } from '../features/account/account-page';
import { limitsLoader } from '../features/account/limits-page';
import { loader as frameLoader } from '../features/member/member-centre-layout';
import type { LoaderArgs } from '../lib/route-context';

export { AccountPage } from '../features/account/account-page';
export { LimitsPage } from '../features/account/limits-page';
export { MemberCentreLayout } from '../features/member/member-centre-layout';

/** The frame's loader, or one of its pages' (`account`, `limits`). */
export function loader(args: LoaderArgs, page?: 'account' | 'limits') {
  if (page === 'account') return accountLoader(args);
  if (page === 'limits') return limitsLoader(args);
  return frameLoader(args);
}
