// The public surface of domain/jackpot: the progressive jackpot's pool in the ledger, the
// sweep that fills it from eligible stakes and pays its wins, and its job.
export { jackpotBalance, jackpotStatement, /** @internal */ sweepJackpot } from './pool';
export { jackpotJob } from './job';
