// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSseParser, type HubStreamEvent } from './event-stream-parser';

function parse(...pieces: string[]) {
  const events: HubStreamEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const piece of pieces) parser.push(piece);
  return { events, parser };
}

describe('the event-stream parser', () => {
  it('dispatches an event at the blank line, of type message', () => {
    expect(parse('data: DIGITALSIGNAGE\n\n').events).toEqual([{ type: 'message', data: 'DIGITALSIGNAGE', lastEventId: '' }]);
  });

  it('joins multi-line data with newlines', () => {
    expect(parse('data: first\ndata: second\ndata\n\n').events[0]?.data).toBe('first\nsecond\n');
  });

  it('takes the event type and keeps the last id for the events after it', () => {
    const { events, parser } = parse('event: position\nid: 7\ndata: {"lat":1}\n\n', 'data: plain\n\n');
    expect(events).toEqual([
      { type: 'position', data: '{"lat":1}', lastEventId: '7' },
      { type: 'message', data: 'plain', lastEventId: '7' },
    ]);
    expect(parser.lastEventId).toBe('7');
  });

  it('ignores comments, unknown fields and events without data', () => {
    expect(parse(': connected\n\n', 'event: ping\n\n', 'foo: bar\ndata: x\n\n').events).toEqual([
      { type: 'message', data: 'x', lastEventId: '' },
    ]);
  });

  it('drops one space after the colon only, and reads a field without a colon as empty', () => {
    expect(parse('data:  two spaces\n\n', 'data:none\n\n').events.map((event) => event.data)).toEqual([' two spaces', 'none']);
  });

  it('reads events split anywhere across pieces, with CRLF, CR or LF line ends', () => {
    expect(parse('da', 'ta: a\r', '\n\r', '\ndata: b\r\rdata: c\n', '\n').events.map((event) => event.data)).toEqual(['a', 'b', 'c']);
  });

  it('does not dispatch an event the stream has not finished', () => {
    expect(parse('data: half').events).toEqual([]);
  });

  it('skips a byte-order mark at the start', () => {
    expect(parse('\uFEFFdata: x\n\n').events[0]?.data).toBe('x');
  });

  it('takes retry in digits only, and no id containing NUL', () => {
    const { parser } = parse('retry: 2500\nretry: soon\nid: 3\nid: a\0b\n\n');
    expect(parser.retryMs).toBe(2500);
    expect(parser.lastEventId).toBe('3');
  });

  it('starts from the id it reconnected with', () => {
    const events: HubStreamEvent[] = [];
    createSseParser((event) => events.push(event), '41').push('data: x\n\n');
    expect(events[0]?.lastEventId).toBe('41');
  });
});
