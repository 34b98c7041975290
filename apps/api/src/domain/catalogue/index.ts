// The public surface of domain/catalogue: what the rest of the server may use.
export { addFavorite, favoriteIds, favoriteList, removeFavorite } from './favorites';
export { gameIconPath, languageOf, localName, type GameRow } from './game-view';
export { hotGames, listGames, popularGames } from './listing';
export { recentGames } from './recent';
export { vendorGameTypes, vendorLanes } from './vendors';
export { winnerBoard } from './winners';
