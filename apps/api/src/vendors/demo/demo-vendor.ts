// The built-in demo vendor: its games are pages of this API (/demo-games/<engine>?session=...)
// played with the engines in ./engines, its rounds settled in this platform's ledger.
import type { GameVendor } from '../vendor';
import { cryptoRng } from './engines/rng';
import { playRound } from './rounds';

const ENGINES = ['slot', 'baccarat', 'duel', 'crash', 'lottery'] as const;

export const demoVendor: GameVendor = {
  name: 'demo',
  listGames: () => ENGINES,
  launchUrl({ host, token, game, language }) {
    const query = new URLSearchParams({ session: token, lang: language });
    return `${host}/demo-games/${game.engine}?${query.toString()}`;
  },
  settleRound: (db, round, now) => playRound(db, round, now, cryptoRng),
};
