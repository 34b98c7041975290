import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createStore, useStore } from './store';

describe('createStore', () => {
  it('holds a value, replaces it and tells subscribers until they leave', () => {
    const store = createStore<string | null>(null);
    const listener = vi.fn();
    const off = store.subscribe(listener);
    expect(store.get()).toBeNull();
    store.set('a');
    expect(store.get()).toBe('a');
    expect(listener).toHaveBeenCalledTimes(1);
    off();
    store.set('b');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.initial).toBeNull();
  });

  it('re-renders a component that reads it', () => {
    const store = createStore(0);
    function Count() {
      return <output>{useStore(store)}</output>;
    }
    render(<Count />);
    expect(screen.getByRole('status').textContent).toBe('0');
    act(() => store.set(2));
    expect(screen.getByRole('status').textContent).toBe('2');
  });
});
