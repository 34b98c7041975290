// The public surface of domain/games: what the rest of the server may use. Launching games,
// and the wallet side of every round (bet, settle, rollback, balance), whichever vendor
// adapter reports it.
export { findGame, gameMaintenance, hashGameToken, launch } from './launch';
export { betCategory } from './bet-category';
export { type GameSession, resolveGameSession, sessionExpired } from './session';
export { balance, bet, settle, settleOpenBet } from './wallet';
export { rollback } from './wallet-rollback';
export {
  type BetRequest,
  type CreditRequest,
  type Outcome,
  type RollbackAnswer,
  type RollbackRequest,
  type RoundAnswer,
} from './wallet-types';
export { drawsWithOpenBets, openBetsOfDraw, recentRounds, type StoredRound } from './rounds';
