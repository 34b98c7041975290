import type { components } from './generated/schema';

type S = components['schemas'];
export type Game = S['Game'];
export type GameCategory = S['GameCategory'];
export type VendorLane = S['VendorLane'];
export type VendorCard = S['VendorCard'];
export type WinnerEntry = S['GameWinnerEntry'];
/** A banner (type B) of the notices call. */
export type Banner = S['Announcement'];
/** A marquee or notice-centre notice (PL, H); `content` is HTML. */
export type PlayerNotice = S['Announcement'];
export type WalletBalance = S['WalletBalance'];
export type LotteryGame = S['LotteryGame'];
export type LotteryDraw = S['LotteryDraw'];
