import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { Modal } from './modal';
import type { ModalProps } from './modal';

type HarnessProps = Partial<Pick<ModalProps, 'description' | 'width' | 'height'>> & {
  showClose?: boolean;
  onOpenChange?: (open: boolean) => void;
};

function Harness({ showClose = true, onOpenChange, ...rest }: HarnessProps) {
  const [open, setOpen] = useState(false);
  const change = (next: boolean) => {
    onOpenChange?.(next);
    setOpen(next);
  };
  const closeProps = showClose ? { closeLabel: 'Close' } : { showClose: false as const };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} onOpenChange={change} title="Sign in" {...closeProps} {...rest}>
        <input aria-label="Username" />
      </Modal>
    </>
  );
}

async function openModal(props: HarnessProps = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Sign in' }) };
}

describe('Modal', () => {
  test('is a dialog named by its title and described by its description', async () => {
    const { dialog } = await openModal({ description: 'Enter your details' });
    const describedBy = dialog.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Enter your details');
  });

  test('does not close when the user clicks outside it', async () => {
    const onOpenChange = vi.fn();
    const { user } = await openModal({ onOpenChange });
    const overlay = document.querySelector('.ui-modal-overlay');
    if (!(overlay instanceof HTMLElement)) throw new Error('overlay not rendered');

    await user.click(overlay);

    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  test('closes on Escape', async () => {
    const onOpenChange = vi.fn();
    const { user } = await openModal({ onOpenChange });

    await user.keyboard('{Escape}');

    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('closes with the close button, which is named by closeLabel', async () => {
    const { user } = await openModal();

    await user.click(screen.getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('has no close button when showClose is false, but Escape still closes', async () => {
    const { user, dialog } = await openModal({ showClose: false });

    expect(dialog.querySelectorAll('button')).toHaveLength(0);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('moves focus into the dialog, keeps Tab inside, and returns focus to the opener', async () => {
    const { user, dialog } = await openModal();
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.tab();
    await user.tab();
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
    });
  });

  test('locks page scroll while open and releases it after closing', async () => {
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(false);
    const { user } = await openModal();

    expect(document.body.hasAttribute('data-scroll-locked')).toBe(true);
    expect(getComputedStyle(document.body).overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(false);
    expect(getComputedStyle(document.body).overflow).not.toBe('hidden');
  });

  test('leaves sizing to the stylesheet (200×200 minimum) when no size is given', async () => {
    const { dialog } = await openModal();
    expect(dialog.getAttribute('style') ?? '').not.toMatch(/width|height/);
  });

  test('explicit width and height replace the default minimum', async () => {
    const { dialog } = await openModal({ width: 480, height: '20rem' });
    expect(dialog.style.width).toBe('480px');
    expect(dialog.style.height).toBe('20rem');
    expect(dialog.style.minWidth).toBe('0px');
    expect(dialog.style.minHeight).toBe('0px');
  });
});
