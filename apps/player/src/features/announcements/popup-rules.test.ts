import type { Announcement } from '@platform/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { audiences, markPopupsClosed, popupsClosed, selectPopups } from './popup-rules';

const popup = (id: string, execution: Announcement['execution']) =>
  ({ id, execution }) as Announcement;
const list = [popup('a', 'A'), popup('b', 'B'), popup('f', 'F'), popup('all', null)];
const ids = (items: Announcement[]) => items.map((p) => p.id);

afterEach(() => sessionStorage.clear());

describe('popup rules', () => {
  it('anonymous visitors see B, members A, first sign-in A and F; unaddressed ones everybody', () => {
    expect(ids(selectPopups(list, false, false))).toEqual(['b', 'all']);
    expect(ids(selectPopups(list, true, false))).toEqual(['a', 'all']);
    expect(ids(selectPopups(list, true, true))).toEqual(['a', 'f', 'all']);
    expect(audiences(false, true)).toEqual(['B']);
  });

  it('remembers closing separately for members and anonymous visitors', () => {
    expect(popupsClosed(false)).toBe(false);
    markPopupsClosed(false);
    expect(popupsClosed(false)).toBe(true);
    expect(popupsClosed(true)).toBe(false);
    markPopupsClosed(true);
    expect(popupsClosed(true)).toBe(true);
  });
});
