// The game the /seamless page shows: kept in sessionStorage (it dies with the tab and survives a
// reload), keyed by node id so a reload or the back button finds it again.
export interface SeamlessGame {
  nodeId: string;
  url: string;
  name: string;
  trial: boolean;
  /** The game's vendor: with transfer wallets the game plays from that vendor's wallet. */
  vendor?: string | undefined;
}

const KEY = 'seamlessGame';

export function storeSeamlessGame(game: SeamlessGame): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(game));
  } catch {
    // Storage full or blocked: the page launches again from the node id.
  }
}

export function readSeamlessGame(nodeId: string): SeamlessGame | null {
  try {
    const game = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as SeamlessGame | null;
    return game && game.nodeId === nodeId && typeof game.url === 'string' ? game : null;
  } catch {
    return null;
  }
}
