// The public surface of domain/catalogue: what the rest of the server may use.
export { addFavorite, favoriteIds, removeFavorite } from './favorites';
export { gameIconPath, inMaintenance, languageOf, localName, type GameRow } from './game-view';
export { hotGames, listGames, popularGames, shownGames } from './listing';
export { memberGames, type MemberList } from './member-lists';
export { vendorNames } from './vendor-names';
export { LANE_ORDER, vendorGameTypes, vendorLanes } from './vendors';
export { winnerBoard } from './winners';
