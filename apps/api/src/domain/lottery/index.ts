// The public surface of domain/lottery: the lottery lanes' vendors and games.
export {
  lotteryGameByCode,
  lotteryGames,
  recentLotteryGames,
  toLotteryGame,
  vendorDisplayNames,
  type LotteryGame,
} from './lottery-games';
export { lotteryVendorsOf, VN_LOTTERY_VENDOR } from './lottery-vendors';
