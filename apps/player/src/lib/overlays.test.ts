import { afterEach, describe, expect, it } from 'vitest';
import { openFromSearch, openHelp, resetOverlays, useOverlays } from './overlays';
import { renderHook, act } from '@testing-library/react';

afterEach(() => resetOverlays());

describe('overlays', () => {
  it('opens what the search names: help at an article, notices, chat, service', () => {
    const { result } = renderHook(() => useOverlays());
    act(() => {
      expect(openFromSearch(new URLSearchParams('help=term&chat=1&x=1'))).toEqual(['help', 'chat']);
    });
    expect(result.current).toMatchObject({
      help: 'term',
      chat: true,
      notices: false,
      service: false,
    });
  });

  it('help=1 and openHelp() open the help modal at the top', () => {
    const { result } = renderHook(() => useOverlays());
    act(() => {
      openFromSearch(new URLSearchParams('help=1'));
    });
    expect(result.current.help).toBe('');
    act(() => resetOverlays());
    act(() => openHelp());
    expect(result.current.help).toBe('');
  });
});
