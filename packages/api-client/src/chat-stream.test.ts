import { describe, expect, it } from 'vitest';
import { parseEvents } from './chat-stream';

describe('parseEvents', () => {
  it('returns complete events and keeps a partial one for the next chunk', () => {
    const { events, rest } = parseEvents(
      ': connected\nretry: 1000\n\nid: 4\nevent: message\ndata: {"id":"4"}\n\nid: 5\nevent: mess',
    );
    expect(events).toEqual([{ event: 'message', data: '{"id":"4"}', id: '4' }]);
    expect(rest).toBe('id: 5\nevent: mess');
    const next = parseEvents(`${rest}age\ndata: {"id":"5"}\n\n`);
    expect(next.events).toEqual([{ event: 'message', data: '{"id":"5"}', id: '5' }]);
    expect(next.rest).toBe('');
  });

  it('ignores comments and joins multi-line data; CRLF works too', () => {
    const { events } = parseEvents(': keep-alive\r\n\r\ndata: a\r\ndata: b\r\n\r\n');
    expect(events).toEqual([{ event: 'message', data: 'a\nb' }]);
  });
});
