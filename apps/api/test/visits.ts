import type { Application, TradespersonRegisterInput, Visit } from '@tradewise/shared';
import type { TestContext } from './app.js';
import { bearer, createClient, createJob, createTradesperson } from './factories.js';

/** Helpers of the site-visit tests (modules/visits). */
export function visitHelpers(ctx: () => TestContext) {
  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const inject = (method: Method, url: string, token?: string, payload?: object) =>
    ctx().app.inject({ method, url, ...(token ? { headers: bearer(token) } : {}), ...(payload ? { payload } : {}) });

  async function approvedTradesperson(overrides: Partial<TradespersonRegisterInput> = {}) {
    const person = await createTradesperson(ctx().app, overrides);
    await ctx()
      .database.db.updateTable('tradespeople')
      .set({ status: 'approved' })
      .where('id', '=', person.id)
      .execute();
    return person;
  }

  /** A client's job quoted by `trader` (a new approved plumber by default): their conversation. */
  async function conversation(trader?: Awaited<ReturnType<typeof approvedTradesperson>>) {
    const client = await createClient(ctx().app, { name: 'Priya Natarajan' });
    const job = await createJob(ctx().app, client.token, {
      address: { street: '22 Deansgate', city: 'Manchester', postcode: 'M3 4LQ' },
    });
    const tradesperson = trader ?? (await approvedTradesperson({ businessName: 'Thompson Plumbing' }));
    const res = await inject('POST', `/api/apply-job/${job._id}`, tradesperson.token, { quotation: 'I can help' });
    if (res.statusCode !== 201) throw new Error(res.body);
    const applied = (await inject('GET', '/api/applied-jobs', tradesperson.token)).json<Application[]>();
    const conversationId = applied.find((a) => a.jobId._id === job._id)!.conversationId;
    return { client, job, tradesperson, conversationId };
  }

  const propose = (token: string, conversationId: string, times: object[], shareAddress?: boolean) =>
    inject('POST', `/api/conversations/${conversationId}/visits`, token, {
      times,
      ...(shareAddress === undefined ? {} : { shareAddress }),
    });
  const act = (token: string, visitId: string, action: string, payload: object) =>
    inject('POST', `/api/visits/${visitId}/${action}`, token, payload);

  /** A booked visit: the tradesperson proposes `time`, the client picks it (agreeing to share the street). */
  async function book(parties: Awaited<ReturnType<typeof conversation>>, time: object) {
    const proposed = await propose(parties.tradesperson.token, parties.conversationId, [time]);
    if (proposed.statusCode !== 201) throw new Error(proposed.body);
    const picked = await act(parties.client.token, proposed.json<Visit>()._id, 'pick', {
      option: 0,
      shareAddress: true,
    });
    if (picked.statusCode !== 200) throw new Error(picked.body);
    return picked.json<Visit>();
  }

  const outbox = (kind: string) =>
    ctx()
      .database.db.selectFrom('outbox')
      .select(['recipient', 'calendar', 'subject', 'textBody', 'language'])
      .where('kind', '=', kind)
      .execute();

  return { inject, approvedTradesperson, conversation, propose, act, book, outbox };
}

/** The London date `days` from today. */
export const londonDateIn = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + days * 86_400_000));
