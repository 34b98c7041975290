import type { KeyboardEvent } from 'react';

/**
 * Arrow keys inside a bar of buttons that is one Tab stop (roving tabindex): the chosen button
 * has tabIndex 0, the others -1; Left/Right (mirrored in right-to-left pages), Home and End
 * move the focus, Enter or Space chooses.
 */
export function rovingKeyDown(event: KeyboardEvent<HTMLElement>) {
  const keys = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const bar = event.currentTarget;
  const buttons = [...bar.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
  const current = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (buttons.length === 0 || current < 0) return;
  event.preventDefault();
  const forward = getComputedStyle(bar).direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? buttons.length - 1
        : event.key === forward
          ? (current + 1) % buttons.length
          : (current - 1 + buttons.length) % buttons.length;
  buttons[next]?.focus();
}

/** tabIndex of a button in a roving bar. */
export const rovingTabIndex = (chosen: boolean): 0 | -1 => (chosen ? 0 : -1);
