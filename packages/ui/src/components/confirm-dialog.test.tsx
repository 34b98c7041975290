import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import type { ConfirmDialogProps } from './confirm-dialog';

function deferred() {
  let resolve!: () => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderDialog(props: Partial<ConfirmDialogProps> = {}) {
  const user = userEvent.setup();
  const onConfirm = vi.fn<ConfirmDialogProps['onConfirm']>();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      open
      title="Sign out"
      message="Do you want to sign out?"
      confirmLabel="Sign out now"
      cancelLabel="Stay"
      loadingLabel="Please wait"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  const confirm = () => screen.getByRole('button', { name: /Sign out now/ });
  const cancel = () => screen.getByRole('button', { name: 'Stay' });
  return {
    user,
    onConfirm: props.onConfirm ?? onConfirm,
    onCancel: props.onCancel ?? onCancel,
    confirm,
    cancel,
  };
}

describe('ConfirmDialog', () => {
  test('shows title and message as the dialog name and description', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Sign out' });
    const describedBy = dialog.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Do you want to sign out?');
  });

  test('confirm calls onConfirm; a synchronous confirm never shows loading', async () => {
    const { user, onConfirm, confirm } = renderDialog();
    await user.click(confirm());
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(confirm().getAttribute('aria-busy')).toBeNull();
  });

  test('shows loading on confirm until the returned promise settles, blocking dismissal', async () => {
    const work = deferred();
    const onConfirm = vi.fn(() => work.promise);
    const { user, onCancel, confirm, cancel } = renderDialog({ onConfirm });

    await user.click(confirm());

    expect(confirm().getAttribute('aria-busy')).toBe('true');
    expect((confirm() as HTMLButtonElement).disabled).toBe(true);
    expect(confirm().textContent).toContain('Please wait');
    expect((cancel() as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();

    await act(async () => {
      work.resolve();
      await work.promise;
    });
    expect(confirm().getAttribute('aria-busy')).toBeNull();
    expect((confirm() as HTMLButtonElement).disabled).toBe(false);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  test('a rejected confirm ends loading and keeps the dialog open for a retry', async () => {
    const work = deferred();
    const { user, confirm } = renderDialog({ onConfirm: () => work.promise });

    await user.click(confirm());
    expect(confirm().getAttribute('aria-busy')).toBe('true');
    await act(async () => {
      work.reject(new Error('network'));
      await work.promise.catch(() => undefined);
    });

    expect(confirm().getAttribute('aria-busy')).toBeNull();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  test('cancel button and Escape call onCancel, not onConfirm', async () => {
    const { user, onConfirm, onCancel, cancel } = renderDialog();

    await user.click(cancel());
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  test('puts initial focus on confirm normally', () => {
    const { confirm } = renderDialog();
    expect(document.activeElement).toBe(confirm());
  });

  test('a destructive confirm starts focus on cancel and is styled as danger', () => {
    const { confirm, cancel } = renderDialog({ destructive: true });
    expect(document.activeElement).toBe(cancel());
    expect(confirm().classList.contains('ui-button--danger')).toBe(true);
  });

  test('has no close (×) button: the two actions are the only ways out', () => {
    renderDialog();
    expect(screen.getByRole('dialog').querySelectorAll('button')).toHaveLength(2);
  });
});
