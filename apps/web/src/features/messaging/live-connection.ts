import { ApiError, apiResponse } from '../../lib/api';
import type { MessagingRole } from './keys';
import { EventSourceParserStream } from 'eventsource-parser/stream';

/** What the server says changed; the listener then reloads it through the ordinary API. */
export interface LiveEvent {
  type: 'message' | 'read' | 'conversation';
  conversationId: string;
}

interface LiveOptions {
  role: MessagingRole;
  onEvent: (event: LiveEvent) => void;
  /** Each connection after the first: events may have been missed meanwhile. */
  onReconnect?: () => void;
  /** Waits before reconnecting: 1 s, 2 s, 4 s ... up to 30 s, reset once a connection opens. */
  delay?: (attempt: number) => number;
}

const LIVE_TYPES = new Set(['message', 'read', 'conversation']);

export const backoff = (attempt: number) => Math.min(30_000, 1000 * 2 ** attempt) * (0.75 + Math.random() / 2);

function toLiveEvent(name: string, data: string): LiveEvent | null {
  try {
    const value = JSON.parse(data) as Partial<LiveEvent>;
    const type = value.type ?? name;
    if (!LIVE_TYPES.has(type) || typeof value.conversationId !== 'string') return null;
    return { type: type as LiveEvent['type'], conversationId: value.conversationId };
  } catch {
    return null;
  }
}

/**
 * Holds GET /api/live open for this role (fetch, so the token travels in the Authorization header
 * and never in a logged address) and reports each event. A dropped or refused stream is opened
 * again after a growing wait; a refused session (401) ends it, the session being gone. Returns
 * the function that closes it for good.
 */
export function connectLive({ role, onEvent, onReconnect, delay = backoff }: LiveOptions): () => void {
  let stopped = false;
  let attempt = 0;
  let opened = 0;
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const run = async () => {
    controller = new AbortController();
    try {
      const response = await apiResponse('/api/live', { role, signal: controller.signal, accept: 'text/event-stream' });
      if (!response.body) throw new Error('no stream');
      attempt = 0;
      opened += 1;
      if (opened > 1) onReconnect?.();
      // The stream read by eventsource-parser (the WHATWG rules: line ends, comments, fields).
      const events = response.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream());
      const reader = events.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done || stopped) break;
        const live = toLiveEvent(value.event ?? 'message', value.data);
        if (live) onEvent(live);
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
    }
    if (stopped) return;
    timer = setTimeout(() => void run(), delay(attempt));
    attempt += 1;
  };
  void run();

  return () => {
    stopped = true;
    clearTimeout(timer);
    controller?.abort();
  };
}
