// The public surface of domain/demo-games: what the rest of the server may use.
export { assetType, readAsset } from './assets';
export { cryptoRng } from './engines/rng';
export { resolveGameSession } from './game-session';
export { currentDraw, recentResults, settleLotteryBets } from './lottery-draws';
export { demoGamePage, sessionEndedPage } from './page';
export { playRound } from './rounds';
export { startLotterySettler } from './settler';
export { gameState, vendorDisplayName } from './state';
