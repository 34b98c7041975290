import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { VisuallyHidden } from './visually-hidden';

describe('VisuallyHidden', () => {
  test('keeps its text in the accessible name of the surrounding control', () => {
    render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Close notice</VisuallyHidden>
      </button>,
    );
    const hidden = screen
      .getByRole('button', { name: 'Close notice' })
      .querySelector('span:last-child');
    expect(hidden?.className).toBe('ui-visually-hidden');
  });
});
