import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  test('is type="button" by default so it never submits a form by accident', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const user = userEvent.setup();
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button>Plain</Button>
        <Button type="submit">Send</Button>
      </form>,
    );

    await user.click(screen.getByRole('button', { name: 'Plain' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  test('while loading it is disabled, aria-busy, shows a spinner and ignores clicks', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    render(
      <Button loading loadingLabel="Please wait" onClick={onClick}>
        Deposit
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Deposit/ }) as HTMLButtonElement;

    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('.ui-spinner')?.getAttribute('aria-hidden')).toBe('true');
    expect(button.textContent).toBe('DepositPlease wait');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  test('when not loading it is enabled, not busy and clickable', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    render(<Button onClick={onClick}>Deposit</Button>);
    const button = screen.getByRole('button', { name: 'Deposit' }) as HTMLButtonElement;

    expect(button.disabled).toBe(false);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button.querySelector('.ui-spinner')).toBeNull();
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  test('applies variant and size classes and passes native props through', () => {
    render(
      <Button variant="danger" size="lg" className="extra" name="action" aria-describedby="hint">
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button.className).toBe('ui-button ui-button--danger ui-button--lg extra');
    expect(button.getAttribute('name')).toBe('action');
    expect(button.getAttribute('aria-describedby')).toBe('hint');
  });

  test('forwards its ref to the <button>', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Ref</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Ref' }));
  });
});
