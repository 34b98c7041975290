import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { ProgressBar } from './progress-bar';
import { SectionCard } from './section-card';

describe('SectionCard', () => {
  test('is a region named by its heading, with its actions beside the title', () => {
    render(
      <SectionCard title="Rebate" testId="rebate" actions={<button type="button">Claim</button>}>
        <p>body</p>
      </SectionCard>,
    );
    const region = screen.getByRole('region', { name: 'Rebate' });
    expect(region.dataset.testid).toBe('rebate');
    const heading = screen.getByRole('heading', { level: 2, name: 'Rebate' });
    expect(heading.parentElement).toBe(screen.getByRole('button', { name: 'Claim' }).parentElement);
  });
});

describe('ProgressBar', () => {
  test('is full only when the goal is met, and speaks its label', () => {
    const { rerender } = render(<ProgressBar share={0.996} label="996 of 1,000" />);
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('99');
    expect(bar.getAttribute('aria-valuetext')).toBe('996 of 1,000');
    rerender(<ProgressBar share={1.4} label="done" />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    rerender(<ProgressBar share={-1} label="none" />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
  });
});
