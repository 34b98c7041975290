import * as Dialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import type { CSSProperties, ReactNode, RefObject } from 'react';
import { useModalDrag } from '../hooks/use-modal-drag';
import { CloseIcon } from '../icons/close-icon';
import { cx } from '../lib/cx';
import { toCssSize } from '../lib/to-css-size';

interface ModalBaseProps {
  open: boolean;
  /** Called with `false` on Escape or the close button. Outside clicks never close a modal. */
  onOpenChange: (open: boolean) => void;
  /** Shown in the title bar, which is also the drag handle; names the dialog. */
  title: ReactNode;
  /** Optional text under the title; describes the dialog to screen readers. */
  description?: ReactNode;
  children?: ReactNode;
  /** Action row at the bottom (buttons). */
  footer?: ReactNode;
  /** Dialog width (number → px). Without it the dialog is at least 200px wide. */
  width?: number | string;
  /** Dialog height (number → px). Without it the dialog is at least 200px high. */
  height?: number | string;
  /** Element to focus on open; defaults to the first focusable element inside. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
}

type CloseButtonProps =
  | {
      /** Show the close (×) button in the title bar. Default true. */
      showClose?: true;
      /** Accessible name of the close button (already translated). */
      closeLabel: string;
    }
  | { showClose: false; closeLabel?: string };

export type ModalProps = ModalBaseProps & CloseButtonProps;

const preventDefault = (event: Event) => event.preventDefault();

/**
 * The product's generic modal: not closable by clicking outside, closes on Escape and the
 * optional close button, draggable by its title bar, locks page scroll while open, traps
 * focus and returns it to whatever had it before opening. Default size 200×200, opens and
 * closes with a 100 ms animation keyed on `data-state`.
 */
/**
 * Where focus goes when the dialog's opener is gone (a sign-in replaces the button that opened
 * it): the page's main heading, so keyboard users are not left at the top of the document.
 */
function focusMainHeading() {
  const active = document.activeElement;
  if (active && active !== document.body) return;
  const target = document.querySelector<HTMLElement>('main h1') ?? document.querySelector('main');
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  width,
  height,
  initialFocusRef,
  className,
  showClose = true,
  closeLabel,
}: ModalProps) {
  const { targetRef, handleProps } = useModalDrag(open);
  const returnFocusRef = useRef<HTMLElement | null>(null);

  // An explicit size replaces the 200×200 minimum (max-width/height still keep it on screen).
  const style: CSSProperties = {
    width: toCssSize(width),
    height: toCssSize(height),
    minWidth: width === undefined ? undefined : 0,
    minHeight: height === undefined ? undefined : 0,
  };

  function handleOpenAutoFocus(event: Event) {
    // Opened without a Radix Trigger, so remember the opener ourselves to return focus later.
    const active = document.activeElement;
    returnFocusRef.current =
      active instanceof HTMLElement && active !== document.body ? active : null;
    const initial = initialFocusRef?.current;
    if (initial) {
      event.preventDefault();
      initial.focus();
    }
  }

  function handleCloseAutoFocus(event: Event) {
    event.preventDefault();
    const opener = returnFocusRef.current;
    returnFocusRef.current = null;
    if (opener?.isConnected) opener.focus();
    else requestAnimationFrame(focusMainHeading);
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="ui-modal-overlay" />
        <Dialog.Content
          ref={targetRef}
          className={cx('ui-modal', className)}
          style={style}
          onPointerDownOutside={preventDefault}
          onInteractOutside={preventDefault}
          onOpenAutoFocus={handleOpenAutoFocus}
          onCloseAutoFocus={handleCloseAutoFocus}
        >
          <div className="ui-modal__header" data-drag-handle="" {...handleProps}>
            <Dialog.Title className="ui-modal__title">{title}</Dialog.Title>
            {showClose && (
              <Dialog.Close className="ui-modal__close" aria-label={closeLabel}>
                <CloseIcon />
              </Dialog.Close>
            )}
          </div>
          <div className="ui-modal__body">
            {description !== undefined && (
              <Dialog.Description className="ui-modal__description">
                {description}
              </Dialog.Description>
            )}
            {children}
          </div>
          {footer !== undefined && <div className="ui-modal__footer">{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
