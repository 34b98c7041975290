import { useEffect } from 'react';

export type GameMessage =
  { type: 'demo-game:balance'; balance: string } | { type: 'demo-game:close' };

/** Messages from the game's frame or window (only from that window, whatever its origin). */
export function useGameMessages(
  source: () => Window | null | undefined,
  onMessage: (message: GameMessage) => void,
): void {
  useEffect(() => {
    const listener = (event: MessageEvent) => {
      const from = source();
      if (!from || event.source !== from) return;
      const data = event.data as { type?: unknown } | null;
      if (data?.type === 'demo-game:balance' || data?.type === 'demo-game:close')
        onMessage(data as GameMessage);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [source, onMessage]);
}
