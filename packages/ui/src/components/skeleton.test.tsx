import { render } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  test('a block takes width, height and radius (numbers as px) and is aria-hidden', () => {
    const { container } = render(<Skeleton width={120} height="3rem" radius="50%" />);
    const block = container.firstElementChild as HTMLElement;
    expect(block.getAttribute('aria-hidden')).toBe('true');
    expect(block.style.width).toBe('120px');
    expect(block.style.height).toBe('3rem');
    expect(block.style.borderRadius).toBe('50%');
  });

  test('lines renders that many text lines, the last one marked shorter', () => {
    const { container } = render(<Skeleton lines={3} height={12} />);
    const group = container.firstElementChild as HTMLElement;
    expect(group.getAttribute('aria-hidden')).toBe('true');
    const lines = group.querySelectorAll('.ui-skeleton');
    expect(lines).toHaveLength(3);
    expect(lines[2]?.classList.contains('ui-skeleton--last')).toBe(true);
    expect(lines[0]?.classList.contains('ui-skeleton--last')).toBe(false);
    expect((lines[0] as HTMLElement).style.height).toBe('12px');
  });

  test('a single line is not shortened', () => {
    const { container } = render(<Skeleton lines={1} />);
    expect(container.querySelector('.ui-skeleton--last')).toBeNull();
  });
});
