// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, storeSession } from '../../lib/auth';
import { connectLive, type LiveEvent } from './live-connection';

/** A response whose body streams what the test pushes, until the test ends it. */
function streamingResponse() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    push: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true));

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  // Beyond the answers a test lines up, a request never answers (no runaway reconnecting).
  fetchMock = vi.fn(() => new Promise<Response>(() => undefined));
  vi.stubGlobal('fetch', fetchMock);
  storeSession('client', 'client-token');
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession('client');
});

describe('the live connection', () => {
  it('sends the token in the Authorization header, never in the address, and reports each event', async () => {
    const stream = streamingResponse();
    fetchMock.mockResolvedValueOnce(stream.response);
    const events: LiveEvent[] = [];
    const stop = connectLive({ role: 'client', onEvent: (event) => events.push(event), delay: () => 0 });

    await until(() => fetchMock.mock.calls.length === 1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/live');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer client-token');
    expect((init.headers as Record<string, string>).Accept).toBe('text/event-stream');

    stream.push(': ping\n\nevent: message\ndata: {"type":"message","conversationId":"c1"}\n\n');
    stream.push('event: read\ndata: {"type":"read","conversationId":"c2"}\n\ndata: not json\n\n');
    await until(() => events.length === 2);
    expect(events).toEqual([
      { type: 'message', conversationId: 'c1' },
      { type: 'read', conversationId: 'c2' },
    ]);
    stop();
  });

  it('reconnects after a dropped stream or a failed request, waiting longer each time, and says so', async () => {
    const first = streamingResponse();
    const second = streamingResponse();
    fetchMock
      .mockResolvedValueOnce(first.response)
      .mockRejectedValueOnce(new TypeError('network down'))
      .mockResolvedValueOnce(new Response('{}', { status: 503, headers: { 'Content-Type': 'application/json' } }))
      .mockResolvedValueOnce(second.response);
    const waits: number[] = [];
    const onReconnect = vi.fn();
    const stop = connectLive({
      role: 'client',
      onEvent: () => undefined,
      onReconnect,
      delay: (attempt) => {
        waits.push(attempt);
        return 0;
      },
    });

    await until(() => fetchMock.mock.calls.length === 1);
    first.end();
    await until(() => fetchMock.mock.calls.length === 4);
    // Dropped after opening: the first wait; then two failures, each waiting longer.
    expect(waits).toEqual([0, 1, 2]);
    await until(() => onReconnect.mock.calls.length === 1);
    second.end();
    await until(() => waits.length === 4);
    // The stream had opened again: the wait starts over.
    expect(waits[3]).toBe(0);
    stop();
  });

  it('stops for good on a refused session (401) and when closed', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('{}', { status: 401, headers: { 'Content-Type': 'application/json' } }),
    );
    const delay = vi.fn(() => 0);
    connectLive({ role: 'client', onEvent: () => undefined, delay });
    await until(() => fetchMock.mock.calls.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(delay).not.toHaveBeenCalled();

    const stream = streamingResponse();
    fetchMock.mockResolvedValueOnce(stream.response);
    storeSession('client', 'client-token');
    const stop = connectLive({ role: 'client', onEvent: () => undefined, delay });
    await until(() => fetchMock.mock.calls.length === 2);
    stop();
    const signal = (fetchMock.mock.calls[1] as [string, RequestInit])[1].signal!;
    expect(signal.aborted).toBe(true);
    expect(delay).not.toHaveBeenCalled();
  });
});
