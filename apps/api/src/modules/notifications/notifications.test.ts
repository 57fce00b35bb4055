import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/app.js';
import { bearer, createAdmin, createClient, createJob, createTradesperson, signIn } from '../../../test/factories.js';
import { createMailTestApp, mailsTo as sentTo, type TestSmtp } from '../../../test/smtp.js';

let context: TestContext;
let smtp: TestSmtp;
let close: () => Promise<void>;
let adminToken: string;
beforeAll(async () => {
  ({ context, smtp, close } = await createMailTestApp());
  const admin = await createAdmin(context.database.db);
  adminToken = await signIn(context.app, 'admin', admin);
});
afterAll(() => close());

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
  context.app.inject({ method, url, payload, ...(token ? { headers: bearer(token) } : {}) });

const mailsTo = (to: string, subject: string) => sentTo(smtp, to, subject);

/** Nothing more has arrived for `to` once the outbox has sent everything queued so far. */
async function settled() {
  for (let i = 0; i < 100; i += 1) {
    const pending = await context.database.db
      .selectFrom('outbox')
      .select('id')
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (!pending) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the outbox never emptied');
}

let area = 0;
/** An approved plumber who covers a postcode area of their own, and a client's job there. */
async function marketplace(clientLanguage: 'en' | 'fr' | 'es' = 'en') {
  const areas = ['LS', 'BD', 'HX', 'WF', 'HD', 'YO', 'DN', 'HG'];
  const postcode = `${areas[area++ % areas.length]}1 1AA`;
  const client = await createClient(context.app, { language: clientLanguage });
  const job = await createJob(context.app, client.token, {
    address: { street: '9 Mill Lane', city: 'Leeds', postcode },
  });
  const plumbers = [];
  for (const business of ['Pipes Ltd', 'Drip Fix']) {
    const plumber = await createTradesperson(context.app, { businessName: business, postcode, language: 'fr' });
    expect((await inject('POST', `/api/admin/tradespeople/${plumber.id}/approve`, adminToken)).statusCode).toBe(200);
    plumbers.push(plumber);
  }
  return { client, job, plumbers };
}

const quote = (token: string, jobId: string, price: number) =>
  inject('POST', `/api/apply-job/${jobId}`, token, { quotation: 'I can come on Monday.', price });

describe('emails at every step of a job', () => {
  it('a quotation reaches the client by email, in their language, without contact details', async () => {
    const { client, job, plumbers } = await marketplace('es');
    expect((await quote(plumbers[0]!.token, job._id, 1250)).statusCode).toBe(201);
    const [mail] = await mailsTo(client.email, 'Nuevo presupuesto para tu trabajo de fontanero');
    expect(mail!.text).toContain('Pipes Ltd ha enviado un presupuesto para tu trabajo de fontanero en Leeds');
    expect(mail!.text).toMatch(/1\.?250,00/);
    expect(mail!.text).toContain('Tienes 1 presupuesto por ahora.');
    expect(mail!.text).not.toContain(plumbers[0]!.email);
    expect(mail!.text).not.toContain(plumbers[0]!.contactNumber);
    expect(mail!.headerLines.some((h) => h.key === 'list-unsubscribe-post')).toBe(true);
  });

  it('accepting a quotation tells the hired tradesperson how to reach the client, and the others', async () => {
    const { client, job, plumbers } = await marketplace();
    const [hired, other] = plumbers;
    const { quotation } = (await quote(hired!.token, job._id, 90)).json();
    await quote(other!.token, job._id, 80);
    const accept = await inject('POST', `/api/accept-quotation/${job._id}/${quotation._id}`, client.token);
    expect(accept.statusCode, accept.body).toBe(200);

    const [hiredMail] = await mailsTo(hired!.email, 'Vous êtes retenu : chantier de plombier à Leeds');
    expect(hiredMail!.text).toContain(client.name);
    expect(hiredMail!.text).toContain(client.email);
    expect(hiredMail!.text).toContain('9 Mill Lane, Leeds');
    expect(hiredMail!.headerLines.some((h) => h.key === 'list-unsubscribe')).toBe(false);
    const [otherMail] = await mailsTo(other!.email, 'Votre devis n’a pas été retenu');
    expect(otherMail!.text).not.toContain(client.email);
  });

  it('cancelling a job tells whoever quoted', async () => {
    const { client, job, plumbers } = await marketplace();
    await quote(plumbers[0]!.token, job._id, 100);
    expect((await inject('POST', `/api/jobs/${job._id}/cancel`, client.token)).statusCode).toBe(200);
    await mailsTo(plumbers[0]!.email, 'Un chantier pour lequel vous avez fait un devis est annulé');
  });

  it('a suspended tradesperson’s quotation cannot be accepted, and reveals nothing', async () => {
    const { client, job, plumbers } = await marketplace();
    const { quotation } = (await quote(plumbers[0]!.token, job._id, 100)).json();
    await inject('POST', `/api/admin/tradespeople/${plumbers[0]!.id}/suspend`, adminToken);
    await mailsTo(plumbers[0]!.email, 'Votre compte Tradewise est suspendu');
    const accept = await inject('POST', `/api/accept-quotation/${job._id}/${quotation._id}`, client.token);
    expect(accept.statusCode).toBe(409);
    expect(accept.json().code).toBe('TRADESPERSON_UNAVAILABLE');
    const jobs = (await inject('GET', '/api/jobs', client.token)).json();
    expect(jobs.find((j: { _id: string }) => j._id === job._id)).toMatchObject({
      status: 'open',
      acceptedQuotation: null,
    });
  });

  it('approval is emailed; administrators who opted in hear of a new tradesperson', async () => {
    const admin = await createAdmin(context.database.db);
    const token = await signIn(context.app, 'admin', admin);
    expect((await inject('GET', '/api/account/notifications', token)).json()).toEqual({ pendingTradespeople: false });
    expect((await inject('PUT', '/api/account/notifications', token, { pendingTradespeople: true })).statusCode).toBe(
      200,
    );
    const person = await createTradesperson(context.app, { businessName: 'Bright Sparks' });
    await mailsTo(admin.email, 'A tradesperson awaits approval: Bright Sparks');
    await inject('POST', `/api/admin/tradespeople/${person.id}/approve`, adminToken);
    await mailsTo(person.email, 'Your Tradewise account is approved');
  });
});

describe('choosing and stopping optional emails', () => {
  it('each person sees and changes only their own topics', async () => {
    const client = await createClient(context.app);
    expect((await inject('GET', '/api/account/notifications', client.token)).json()).toEqual({
      quotations: true,
      reviewRequests: true,
      messages: true,
    });
    const foreign = await inject('PUT', '/api/account/notifications', client.token, { outcomes: false });
    expect(foreign.statusCode).toBe(400);
    expect((await inject('GET', '/api/account/notifications')).statusCode).toBe(401);
  });

  it('one click on the unsubscribe link (RFC 8058) stops that kind of email', async () => {
    const { client, job, plumbers } = await marketplace();
    await quote(plumbers[0]!.token, job._id, 100);
    const [mail] = await mailsTo(client.email, 'New quotation for your plumber job');
    const link = /<(https:\/\/tradewise\.test(\/unsubscribe\?token=[\w-]+))>/.exec(
      mail!.headerLines.find((h) => h.key === 'list-unsubscribe')!.line,
    );
    const res = await context.app.inject({
      method: 'POST',
      url: link![2]!,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect((await inject('GET', '/api/account/notifications', client.token)).json()).toEqual({
      quotations: false,
      reviewRequests: true,
      messages: true,
    });

    await quote(plumbers[1]!.token, job._id, 120);
    await settled();
    expect(await mailsTo(client.email, 'New quotation for your plumber job')).toHaveLength(1);
    expect((await inject('POST', '/api/unsubscribe?token=not-a-real-token-at-all-123')).json().code).toBe(
      'TOKEN_INVALID',
    );
  });
});
