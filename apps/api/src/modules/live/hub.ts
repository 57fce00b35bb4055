import { EventEmitter } from 'node:events';

/**
 * Live updates: who should hear that something changed. The event says only what changed; the
 * listener fetches what it may see through the ordinary API and its access rules.
 */
export interface LiveEvent {
  /** message: a new message; read: the other side read the conversation; conversation: its state changed. */
  type: 'message' | 'read' | 'conversation';
  conversationId: string;
}

export interface Recipient {
  role: 'client' | 'tradesperson';
  id: string;
}

export interface LiveHub {
  /** Tells every open connection of that person, on this server and on the others. */
  publish(to: Recipient, event: LiveEvent): void;
  /** Listens for that person's events until the returned function is called. */
  subscribe(to: Recipient, listener: (event: LiveEvent) => void): () => void;
  /** How many listeners that person has on this server (open streams; for tests and logs). */
  subscribers(to: Recipient): number;
  /** Every listener on this server: the open streams (metrics). */
  totalSubscribers(): number;
  close(): Promise<void>;
}

const channel = (to: Recipient) => `${to.role}:${to.id}`;

/** One server's hub: events reach the connections held by this process. */
export function inProcessHub(): LiveHub {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: (to, event) => void emitter.emit(channel(to), event),
    subscribe(to, listener) {
      emitter.on(channel(to), listener);
      return () => void emitter.off(channel(to), listener);
    },
    subscribers: (to) => emitter.listenerCount(channel(to)),
    totalSubscribers: () => emitter.eventNames().reduce((sum, name) => sum + emitter.listenerCount(name), 0),
    close: async () => void emitter.removeAllListeners(),
  };
}
