import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse';

function parse(chunks: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.feed(chunk);
  return events;
}

describe('the Server-Sent Events parser', () => {
  it('reads named events with their data, ignoring keep-alive comments', () => {
    expect(
      parse([': keep-alive\n\nevent: message\ndata: {"type":"message","conversationId":"c1"}\n\n', 'data: plain\n\n']),
    ).toEqual([
      { event: 'message', data: '{"type":"message","conversationId":"c1"}' },
      { event: 'message', data: 'plain' },
    ]);
  });

  it('puts an event together from chunks cut anywhere, CRLF split between two of them included', () => {
    const text =
      'event: read\r\ndata: {"type":"read",\r\ndata: "conversationId":"c2"}\r\n\r\nevent: conversation\rdata:x\r\r';
    const oneByOne = parse([...text]);
    expect(oneByOne).toEqual([
      { event: 'read', data: '{"type":"read",\n"conversationId":"c2"}' },
      { event: 'conversation', data: 'x' },
    ]);
    expect(parse([text])).toEqual(oneByOne);
  });

  it('waits for the blank line that ends an event, and drops events without data', () => {
    expect(parse(['event: message\n\n', 'data: half'])).toEqual([]);
    expect(parse(['id: 7\nretry: 1000\n\n'])).toEqual([]);
  });
});
