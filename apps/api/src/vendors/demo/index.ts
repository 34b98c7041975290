// The demo vendor: its adapter, and what its own operations (pages, assets, state, lottery draws) use.
export { assetType, readAsset } from './assets';
export { cryptoRng } from './engines/rng';
export { currentDraw, recentResults, settleLotteryBets } from './lottery-draws';
export { demoGamePage, sessionEndedPage } from './page';
export { lotterySettlementJob } from './lottery-job';
export { gameState, vendorDisplayName } from './state';
export { demoVendor } from './demo-vendor';
