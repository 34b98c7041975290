import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { Loader } from './loader';

describe('Loader', () => {
  test('is a polite status announced by its label, with a decorative spinner', () => {
    render(<Loader label="Loading games" />);
    const status = screen.getByRole('status', { name: '' });
    expect(status.textContent).toBe('Loading games');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.querySelector('.ui-spinner')?.getAttribute('aria-hidden')).toBe('true');
    expect(status.classList.contains('ui-loader--fullscreen')).toBe(false);
  });

  test('can cover the whole viewport', () => {
    render(<Loader label="Loading" fullscreen />);
    expect(screen.getByRole('status').classList.contains('ui-loader--fullscreen')).toBe(true);
  });
});
