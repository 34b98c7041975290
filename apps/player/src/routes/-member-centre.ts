// Lazy screen group "MemberCenter": the frame (menu, drawer) around the member pages, with its
// first page (my account) and the responsible-gaming page, fetched together.
export { loader as accountLoader } from '../features/account/account-page';
export { limitsLoader } from '../features/account/limits-page';
export { loader as frameLoader } from '../features/member/member-centre-layout';

export { AccountPage } from '../features/account/account-page';
export { LimitsPage } from '../features/account/limits-page';
export { MemberCentreLayout } from '../features/member/member-centre-layout';
