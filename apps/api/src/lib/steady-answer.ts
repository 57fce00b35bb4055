/**
 * Answers that must take the same time whatever the work behind them did (a password-reset request
 * for a known address writes a link and an email; for an unknown one, nothing): the answer waits
 * `ms`, not the work. Work still running then goes on after the answer; its failure is reported to
 * `onError`, never to the caller (whose answer is the same either way). `settle` waits for every
 * such piece of work, for a server that is stopping.
 */
export class SteadyAnswers {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly ms: number) {}

  async answerAfter(work: () => Promise<void>, onError: (error: unknown) => void): Promise<void> {
    const deadline = new Promise<void>((resolve) => setTimeout(resolve, this.ms));
    const running = work().catch(onError);
    this.running.add(running);
    void running.finally(() => this.running.delete(running));
    await deadline;
  }

  async settle(): Promise<void> {
    await Promise.all([...this.running]);
  }
}
