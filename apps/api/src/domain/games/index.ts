// The public surface of domain/games: what the rest of the server may use. Launching games,
// and the wallet side of every round (bet, settle, rollback, balance), whichever vendor
// adapter reports it.
export { findGame, gameMaintenance, launch } from './launch';
export { /** @internal */ betCategory } from './bet-category';
export { type GameSession, resolveGameSession } from './session';
export { balance, bet, settle, settleOpenBet } from './wallet';
export { rollback } from './wallet-rollback';
export type { RoundAnswer } from './wallet-types';
export { drawsWithOpenBets, openBetsOfDraw, recentRounds } from './rounds';
