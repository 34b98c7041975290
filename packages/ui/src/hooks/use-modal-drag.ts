import { useEffect, useRef } from 'react';
import type { PointerEvent as ReactPointerEvent, RefObject } from 'react';

/** Pixels of the dialog that must stay inside the viewport (horizontally, and below the title bar). */
export const DRAG_KEEP_VISIBLE = 48;

/** Pointer-downs on these never start a drag, so controls in the title bar keep working. */
const NO_DRAG = 'button, a, input, select, textarea, [contenteditable], [data-no-drag]';

interface DragStart {
  pointerId: number;
  pointerX: number;
  pointerY: number;
  offsetX: number;
  offsetY: number;
  rect: DOMRect;
}

export interface ModalDragHandleProps {
  onPointerDown: (event: ReactPointerEvent<HTMLElement>) => void;
  onPointerMove: (event: ReactPointerEvent<HTMLElement>) => void;
  onPointerUp: (event: ReactPointerEvent<HTMLElement>) => void;
  onPointerCancel: (event: ReactPointerEvent<HTMLElement>) => void;
}

export interface ModalDrag {
  /** Attach to the element that moves (the dialog). */
  targetRef: RefObject<HTMLDivElement | null>;
  /** Spread on the drag handle (the title bar). */
  handleProps: ModalDragHandleProps;
}

function clamp(value: number, min: number, max: number): number {
  // Zero movement is always allowed, so a dialog already partly outside never jumps on grab.
  return Math.min(Math.max(value, Math.min(min, 0)), Math.max(max, 0));
}

/**
 * Pointer dragging for a modal. Moves the target with `transform` (physical pixels, so it
 * behaves the same in right-to-left layouts), writes the DOM directly instead of re-rendering
 * the dialog on every move, and clamps so the title bar can never leave the screen.
 * The offset resets each time `open` turns true. Keyboard users are unaffected: nothing here
 * is focusable or listens to keys.
 */
export function useModalDrag(open: boolean): ModalDrag {
  const targetRef = useRef<HTMLDivElement>(null);
  const offset = useRef({ x: 0, y: 0 });
  const drag = useRef<DragStart | null>(null);

  useEffect(() => {
    if (!open) return;
    offset.current = { x: 0, y: 0 };
    drag.current = null;
    targetRef.current?.style.removeProperty('transform');
  }, [open]);

  function onPointerDown(event: ReactPointerEvent<HTMLElement>) {
    const target = targetRef.current;
    if (!target || event.button !== 0) return;
    if (event.target instanceof Element && event.target.closest(NO_DRAG)) return;
    drag.current = {
      pointerId: event.pointerId,
      pointerX: event.clientX,
      pointerY: event.clientY,
      offsetX: offset.current.x,
      offsetY: offset.current.y,
      rect: target.getBoundingClientRect(),
    };
    const handle = event.currentTarget;
    // jsdom and some older engines lack pointer capture; dragging still works without it.
    if (typeof handle.setPointerCapture === 'function') handle.setPointerCapture(event.pointerId);
    target.setAttribute('data-dragging', '');
  }

  function onPointerMove(event: ReactPointerEvent<HTMLElement>) {
    const start = drag.current;
    const target = targetRef.current;
    if (!start || !target || event.pointerId !== start.pointerId) return;
    const { rect } = start;
    const dx = clamp(
      event.clientX - start.pointerX,
      DRAG_KEEP_VISIBLE - rect.right,
      window.innerWidth - DRAG_KEEP_VISIBLE - rect.left,
    );
    const dy = clamp(
      event.clientY - start.pointerY,
      -rect.top,
      window.innerHeight - DRAG_KEEP_VISIBLE - rect.top,
    );
    offset.current = { x: start.offsetX + dx, y: start.offsetY + dy };
    target.style.transform = `translate(${offset.current.x}px, ${offset.current.y}px)`;
  }

  function onPointerEnd(event: ReactPointerEvent<HTMLElement>) {
    if (!drag.current || event.pointerId !== drag.current.pointerId) return;
    drag.current = null;
    targetRef.current?.removeAttribute('data-dragging');
  }

  return {
    targetRef,
    handleProps: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
    },
  };
}
