import { useRef } from 'react';

export interface GameFrameProps {
  url: string;
  title: string;
  frameRef: (frame: HTMLIFrameElement | null) => void;
  /** The frame's document could not be shown (it refused to be framed). */
  onRefused: () => void;
}

/**
 * The game in a frame. A same-origin game that refused to be framed leaves a browser error
 * page, whose location cannot be read: that is taken as a refusal.
 */
export function GameFrame({ url, title, frameRef, onRefused }: GameFrameProps) {
  const own = useRef<HTMLIFrameElement | null>(null);
  const sameOrigin = new URL(url, window.location.href).origin === window.location.origin;
  return (
    <iframe
      ref={(el) => {
        own.current = el;
        frameRef(el);
      }}
      src={url}
      title={title}
      data-testid="game-frame"
      allow="autoplay; fullscreen"
      allowFullScreen
      className="size-full border-0 bg-black"
      onLoad={() => {
        if (!sameOrigin) return;
        try {
          void own.current?.contentWindow?.location.href;
        } catch {
          onRefused();
        }
      }}
    />
  );
}
