/** What other modules use of live updates: the hub's types (the hub itself is app.live). */
export type { LiveEvent, LiveHub, Recipient } from './hub.js';
