// The built-in demo vendor: its games are pages of this API (/demo-games/<engine>?session=...)
// played with the engines in ./engines; it reports each round to the platform's wallet.
import type { Db } from '../../db/client';
import type { GameVendor } from '../vendor';
import { cryptoRng } from './engines/rng';
import { playRound, type RoundRequest, type RoundResult } from './rounds';

const ENGINES = ['slot', 'baccarat', 'duel', 'crash', 'lottery'] as const;

export const demoVendor: GameVendor & {
  /** Plays one round (the demo game page's call, POST /demo-games/api/round). */
  playRound(db: Db, round: RoundRequest, now: number): Promise<RoundResult>;
} = {
  name: 'demo',
  listGames: () => ENGINES,
  launchUrl({ host, token, game, language }) {
    const query = new URLSearchParams({ session: token, lang: language });
    return `${host}/demo-games/${game.engine}?${query.toString()}`;
  },
  playRound: (db, round, now) => playRound(db, round, now, cryptoRng),
};
