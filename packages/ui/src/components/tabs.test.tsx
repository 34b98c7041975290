import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { Tabs } from './tabs';
import type { TabItem, TabsProps } from './tabs';

const items: TabItem[] = [
  { value: 'username', label: 'Username', content: 'Username form' },
  { value: 'mobile', label: 'Mobile', content: 'Mobile form' },
  { value: 'email', label: 'Email', content: 'Email form' },
];

function renderTabs(props: Partial<TabsProps> = {}) {
  const user = userEvent.setup();
  render(<Tabs items={items} ariaLabel="Login method" {...props} />);
  return { user, tab: (name: string) => screen.getByRole('tab', { name }) };
}

const selected = () => screen.getByRole('tab', { selected: true }).textContent;
const panel = () => screen.getByRole('tabpanel').textContent;

afterEach(() => {
  document.documentElement.removeAttribute('dir');
});

describe('Tabs', () => {
  test('labels the tab list and starts on the first tab', () => {
    renderTabs();
    expect(screen.getByRole('tablist', { name: 'Login method' })).toBeTruthy();
    expect(selected()).toBe('Username');
    expect(panel()).toBe('Username form');
  });

  test('switches tab and panel on click', async () => {
    const { user, tab } = renderTabs();
    await user.click(tab('Email'));
    expect(selected()).toBe('Email');
    expect(panel()).toBe('Email form');
  });

  test('ArrowRight and ArrowLeft move between tabs (and wrap) in LTR', async () => {
    const { user, tab } = renderTabs();
    await user.click(tab('Username'));

    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(selected()).toBe('Mobile'));
    expect(document.activeElement).toBe(tab('Mobile'));

    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(selected()).toBe('Username'));

    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(selected()).toBe('Email'));
  });

  test('in RTL, ArrowLeft moves forward and ArrowRight moves back', async () => {
    const { user, tab } = renderTabs({ dir: 'rtl' });
    await user.click(tab('Username'));

    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(selected()).toBe('Mobile'));

    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(selected()).toBe('Username'));
  });

  test('reads the direction from the document when no dir is given, and follows changes', async () => {
    document.documentElement.setAttribute('dir', 'rtl');
    const { user, tab } = renderTabs();
    await user.click(tab('Username'));

    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(selected()).toBe('Mobile'));

    document.documentElement.setAttribute('dir', 'ltr');
    await waitFor(() =>
      expect(screen.getByRole('tablist').closest('[dir]')?.getAttribute('dir')).toBe('ltr'),
    );
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(selected()).toBe('Email'));
  });

  test('skips disabled tabs and starts on the first enabled one', async () => {
    const { user } = renderTabs({
      items: [
        { value: 'a', label: 'A', content: 'A panel', disabled: true },
        { value: 'b', label: 'B', content: 'B panel' },
        { value: 'c', label: 'C', content: 'C panel', disabled: true },
        { value: 'd', label: 'D', content: 'D panel' },
      ],
    });
    expect(selected()).toBe('B');

    await user.click(screen.getByRole('tab', { name: 'B' }));
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(selected()).toBe('D'));
  });

  test('controlled: reports the choice and shows only what value says', async () => {
    const onValueChange = vi.fn();
    const { user, tab } = renderTabs({ value: 'mobile', onValueChange });

    await user.click(tab('Email'));

    expect(onValueChange).toHaveBeenCalledWith('email');
    expect(selected()).toBe('Mobile');
  });

  test('controlled by a parent that accepts the change', async () => {
    function Parent() {
      const [value, setValue] = useState('email');
      return <Tabs items={items} ariaLabel="Login method" value={value} onValueChange={setValue} />;
    }
    const user = userEvent.setup();
    render(<Parent />);
    expect(selected()).toBe('Email');

    await user.click(screen.getByRole('tab', { name: 'Username' }));
    expect(selected()).toBe('Username');
  });
});
