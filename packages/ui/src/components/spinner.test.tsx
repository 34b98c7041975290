import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { Spinner } from './spinner';

describe('Spinner', () => {
  test('without a label it is decorative and hidden from assistive technology', () => {
    const { container } = render(<Spinner size="sm" />);
    const ring = container.firstElementChild;
    expect(ring?.getAttribute('aria-hidden')).toBe('true');
    expect(ring?.className).toBe('ui-spinner ui-spinner--sm');
    expect(screen.queryByRole('status')).toBeNull();
  });

  test('with a label it is a status that reads the label', () => {
    render(<Spinner label="Refreshing balance" />);
    expect(screen.getByRole('status').textContent).toBe('Refreshing balance');
  });
});
