// The public surface of domain/games: what the rest of the server may use.
export { findGame, gameMaintenance, hashGameToken, launch } from './launch';
