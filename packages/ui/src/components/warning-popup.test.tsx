import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { WarningPopup } from './warning-popup';

function renderPopup() {
  const user = userEvent.setup();
  const onConfirm = vi.fn();
  render(
    <WarningPopup
      open
      title="Warning"
      message="Invalid invitation code"
      confirmLabel="OK"
      onConfirm={onConfirm}
    />,
  );
  return { user, onConfirm, dialog: screen.getByRole('dialog', { name: 'Warning' }) };
}

describe('WarningPopup', () => {
  test('shows the message as the dialog description with a decorative icon', () => {
    const { dialog } = renderPopup();
    const describedBy = dialog.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Invalid invitation code');
    const icon = dialog.querySelector('svg');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
  });

  test('has a single button, focused on open, that calls onConfirm', async () => {
    const { user, onConfirm, dialog } = renderPopup();
    const buttons = dialog.querySelectorAll('button');
    expect(buttons).toHaveLength(1);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }));

    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  test('Escape acknowledges the warning too', async () => {
    const { user, onConfirm } = renderPopup();
    await user.keyboard('{Escape}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
