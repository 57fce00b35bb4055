import { AppError } from './app-error.js';

/**
 * At most `size` tasks at a time, the next `maxWaiting` queued in order; past that the task is
 * refused at once (503 SERVICE_UNAVAILABLE) rather than held in memory.
 */
export class Slots {
  private busy = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly size: number,
    readonly maxWaiting: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.busy < this.size) this.busy += 1;
    else if (this.waiting.length < this.maxWaiting) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else throw new AppError('SERVICE_UNAVAILABLE');
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.busy -= 1;
    }
  }

  /** Tasks running and waiting now. */
  get load() {
    return { running: this.busy, waiting: this.waiting.length };
  }
}
