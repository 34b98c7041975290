import type { components } from './generated/schema';

type S = components['schemas'];
export type Game = S['Game'];
export type GameCategory = S['GameCategory'];
export type VendorLane = S['VendorLane'];
export type VendorCard = S['VendorCard'];
export type WinnerEntry = S['WinnerEntry'];
export type Banner = S['Banner'];
export type PlayerNotice = S['PlayerNotice'];
export type WalletBalance = S['WalletBalance'];
export type LotteryGame = S['LotteryGame'];
export type LotteryDraw = S['LotteryDraw'];
