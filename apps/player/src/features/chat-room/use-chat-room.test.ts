import { describe, expect, it } from 'vitest';
import { appendMessages } from './use-chat-room';

const m = (id: string) => ({ id, nickname: 'n', content: `c${id}`, createdAt: 0 });

describe('appendMessages', () => {
  it('adds new messages in id order and ignores ones already shown', () => {
    const state = { messages: [m('1'), m('2')], maxLength: 200, canPost: true };
    expect(appendMessages(state, [m('2'), m('10'), m('3')]).messages.map((x) => x.id)).toEqual([
      '1',
      '2',
      '3',
      '10',
    ]);
    expect(appendMessages(state, [m('1')])).toBe(state);
  });
});
