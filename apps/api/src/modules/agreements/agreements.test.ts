/**
 * The written agreement of a hire (issue 41): version 1 made when the client accepts, its PDF (text
 * read back) in the client's language with the statutory text in English, who may read it, and
 * variations: proposed by one side, accepted or declined by the other, racing answers settled once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import type { Agreement, ClientRegisterInput } from '@tradewise/shared';
import { createTestApp, dialectName, type TestContext } from '../../../test/app.js';
import { bearer, createClient, createJob, createTradesperson } from '../../../test/factories.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url, ...(token ? { headers: bearer(token) } : {}), ...(payload ? { payload } : {}) });

async function pdfText(body: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
}

/** A client's job hired on a priced quotation from an approved plumber. */
async function hiredJob(client: Partial<ClientRegisterInput> = {}, language?: 'fr' | 'es') {
  const owner = await createClient(ctx.app, client);
  if (language) await ctx.database.db.updateTable('clients').set({ language }).where('id', '=', owner.id).execute();
  const job = await createJob(ctx.app, owner.token);
  const trader = await createTradesperson(ctx.app, { businessName: 'Okafor Plumbing Ltd' });
  await ctx.database.db.updateTable('tradespeople').set({ status: 'approved' }).where('id', '=', trader.id).execute();
  const quoted = await inject('POST', `/api/apply-job/${job._id}`, trader.token, {
    quotation: 'Replace the kitchen tap and both isolating valves.',
    price: 240.5,
  });
  expect(quoted.statusCode).toBe(201);
  const accepted = await inject('POST', `/api/accept-quotation/${job._id}/${quoted.json().quotation._id}`, owner.token);
  expect(accepted.statusCode).toBe(200);
  return { owner, trader, job };
}

const outbox = (accountId: string, kind: string) =>
  ctx.database.db
    .selectFrom('outbox')
    .select(['kind', 'subject', 'attachments'])
    .where('accountId', '=', accountId)
    .where('kind', '=', kind)
    .execute();

describe(`the agreement of a hire (${dialectName()})`, () => {
  it('is made on accept, readable by both sides only, its PDF holding parties, price and the cancellation notice', async () => {
    const { owner, trader, job } = await hiredJob({ name: 'Amelia Hughes' });
    for (const token of [owner.token, trader.token]) {
      const res = await inject('GET', `/api/jobs/${job._id}/agreement`, token);
      expect(res.statusCode).toBe(200);
      expect(res.json<Agreement>()).toMatchObject({
        currentVersion: 1,
        totalPence: 24050,
        variations: [],
        workType: 'plumber',
        address: '22 Deansgate, Manchester M3 4LQ',
      });
    }
    const stranger = await createClient(ctx.app);
    expect((await inject('GET', `/api/jobs/${job._id}/agreement`, stranger.token)).statusCode).toBe(403);
    expect((await inject('GET', `/api/jobs/${job._id}/agreement/1.pdf`, stranger.token)).statusCode).toBe(403);
    expect((await inject('GET', `/api/jobs/${job._id}/agreement/1.pdf`)).statusCode).toBe(401);
    expect((await inject('GET', `/api/jobs/${job._id}/agreement/2.pdf`, owner.token)).statusCode).toBe(404);

    const pdf = await inject('GET', `/api/jobs/${job._id}/agreement/1.pdf`, trader.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Agreement, version 1');
    expect(text).toContain('Amelia Hughes');
    expect(text).toContain('Okafor Plumbing Ltd');
    expect(text).toContain('22 Deansgate, Manchester M3 4LQ');
    expect(text).toContain('Replace the kitchen tap');
    expect(text).toContain('£240.50');
    expect(text).toContain('You have the right to cancel this contract within 14 days');
    expect(text).toContain('Model cancellation form');
    expect(text).toContain('If you requested us to begin the performance of services during the cancellation period');
    expect(text).not.toContain('The same information in English');

    // Both hire emails carry the PDF.
    const [clientMail] = await outbox(owner.id, 'agreementMade');
    const [traderMail] = await outbox(trader.id, 'hired');
    for (const mail of [clientMail, traderMail]) {
      const files = JSON.parse(mail!.attachments!) as { filename: string; contentType: string }[];
      expect(files).toEqual([
        expect.objectContaining({ filename: 'agreement-v1.pdf', contentType: 'application/pdf' }),
      ]);
    }
  });

  // As the account page and the GDPR page say: each party keeps their copy of the contract.
  it('stays as it was made when the client deletes their account: the tradesperson keeps their copy, names included', async () => {
    const { owner, trader, job } = await hiredJob({ name: 'Nia Roberts' });
    expect((await inject('DELETE', '/api/account', owner.token, { password: owner.password })).statusCode).toBe(200);
    expect((await inject('GET', `/api/jobs/${job._id}/agreement`, trader.token)).statusCode).toBe(200);
    const pdf = await inject('GET', `/api/jobs/${job._id}/agreement/1.pdf`, trader.token);
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain('Nia Roberts');
  });

  it('is in French for a French client, with the statutory text also in English', async () => {
    const { owner, trader, job } = await hiredJob({ name: 'Élodie Garçon' }, 'fr');
    expect((await outbox(owner.id, 'agreementMade'))[0]!.subject).toBe('Votre contrat écrit avec Okafor Plumbing Ltd');
    const pdf = await inject('GET', `/api/jobs/${job._id}/agreement/1.pdf`, owner.token);
    expect(pdf.headers['content-disposition']).toContain('contrat-v1.pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Contrat, version 1');
    expect(text).toContain('Élodie Garçon');
    expect(text).toMatch(/240,50\s£/);
    expect(text).toContain('Vous avez le droit d’annuler le présent contrat dans un délai de 14 jours');
    expect(text).toContain('Modèle de formulaire d’annulation');
    expect(text).toContain('You have the right to cancel this contract within 14 days');
    expect(text).toContain('Model cancellation form');

    // The French client is asked, in French, to answer the tradesperson's proposal.
    const change = { description: 'Robinet de la salle de bains', priceChangePence: 5000, reason: 'Usé' };
    expect((await inject('POST', `/api/jobs/${job._id}/variations`, trader.token, change)).statusCode).toBe(201);
    const [asked] = await outbox(owner.id, 'variationProposed');
    expect(asked!.subject).toBe(`${trader.name} propose un changement à votre contrat`);
  });

  it('is in Spanish for a Spanish client, with the statutory text also in English', async () => {
    const { owner, job } = await hiredJob({ name: 'Begoña Muñoz' }, 'es');
    const pdf = await inject('GET', `/api/jobs/${job._id}/agreement/1.pdf`, owner.token);
    expect(pdf.headers['content-disposition']).toContain('contrato-v1.pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Contrato, versión 1');
    expect(text).toContain('Begoña Muñoz');
    expect(text).toContain('Tiene usted derecho a desistir del presente contrato en un plazo de 14 días');
    expect(text).toContain('Modelo de formulario de desistimiento');
    expect(text).toContain('You have the right to cancel this contract within 14 days');
    expect(text).toContain('Model cancellation form');
  });
});

describe(`the agreement of a structured quotation (${dialectName()})`, () => {
  it('holds its lines, the server’s totals, deposit, dates and exclusions', async () => {
    const owner = await createClient(ctx.app);
    const job = await createJob(ctx.app, owner.token);
    const trader = await createTradesperson(ctx.app, { businessName: 'Itemised Plumbing' });
    await ctx.database.db.updateTable('tradespeople').set({ status: 'approved' }).where('id', '=', trader.id).execute();
    const quoted = await inject('POST', `/api/apply-job/${job._id}`, trader.token, {
      quotation: 'Itemised below.',
      quote: {
        lines: [
          { description: 'New tap', quantity: 1, unit: 'item', unitPricePence: 8999, vatRate: 20 },
          { description: 'Tiling', quantity: 2.5, unit: 'm²', unitPricePence: 4000, vatRate: 20 },
        ],
        vatRegistered: true,
        vatRounding: 'line',
        excludedText: 'Skip hire',
        deposit: { kind: 'percent', percent: 10 },
        startDate: '2027-01-11',
        duration: { value: 2, unit: 'day' },
      },
    });
    expect(quoted.statusCode, quoted.body).toBe(201);
    await inject('POST', `/api/accept-quotation/${job._id}/${quoted.json().quotation._id}`, owner.token);
    // Net 8999 + 10000 = 18999p; VAT 1800 (1799.8) + 2000 = 3800p; gross 22799p; deposit 2280p.
    const agreement = (await inject('GET', `/api/jobs/${job._id}/agreement`, owner.token)).json<Agreement>();
    expect(agreement.totalPence).toBe(22799);
    const text = await pdfText((await inject('GET', `/api/jobs/${job._id}/agreement/1.pdf`, owner.token)).rawPayload);
    expect(text).toContain('Tiling: 2.5 m² × £40.00 = £100.00 (VAT 20%)');
    expect(text).toContain('Net: £189.99');
    expect(text).toContain('VAT: £38.00');
    expect(text).toContain('Total quoted: £227.99');
    expect(text).toContain('Deposit: £22.80');
    expect(text).toContain('Start: 11 January 2027');
    expect(text).toContain('Not included: Skip hire');
  });
});

describe(`variations (${dialectName()})`, () => {
  it('needs the other side’s yes, then makes version 2 with the running total', async () => {
    const { owner, trader, job } = await hiredJob();
    const proposal = { description: 'Also replace the bathroom tap', priceChangePence: 8500, reason: 'Found worn' };
    const proposed = await inject('POST', `/api/jobs/${job._id}/variations`, trader.token, proposal);
    expect(proposed.statusCode).toBe(201);
    const variation = proposed.json<Agreement>().variations[0]!;
    expect(variation).toMatchObject({ status: 'proposed', proposedBy: 'tradesperson', canAnswer: false });
    expect(proposed.json<Agreement>().currentVersion).toBe(1);
    expect(await outbox(owner.id, 'variationProposed')).toHaveLength(1);

    const url = `/api/jobs/${job._id}/variations/${variation._id}`;
    // The proposer cannot answer their own proposal; bad input changes nothing.
    expect((await inject('POST', url, trader.token, { answer: 'accept' })).statusCode).toBe(403);
    expect((await inject('POST', url, owner.token, { answer: 'maybe' })).statusCode).toBe(400);
    const bad = await inject('POST', `/api/jobs/${job._id}/variations`, owner.token, {
      ...proposal,
      priceChangePence: 1.5,
    });
    expect(bad.statusCode).toBe(400);

    const accepted = await inject('POST', url, owner.token, { answer: 'accept' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<Agreement>()).toMatchObject({ currentVersion: 2, totalPence: 32550 });
    expect(accepted.json<Agreement>().versions.map((v) => v.version)).toEqual([1, 2]);
    expect((await outbox(owner.id, 'variationAnswered'))[0]!.attachments).toContain('agreement-v2.pdf');
    expect(await outbox(trader.id, 'variationAnswered')).toHaveLength(1);

    const v2 = await pdfText((await inject('GET', `/api/jobs/${job._id}/agreement/2.pdf`, owner.token)).rawPayload);
    expect(v2).toContain('Agreement, version 2');
    expect(v2).toContain('Also replace the bathroom tap (+£85.00)');
    expect(v2).toContain('£325.50');
    // Version 1 stays as it was.
    const v1 = await pdfText((await inject('GET', `/api/jobs/${job._id}/agreement/1.pdf`, owner.token)).rawPayload);
    expect(v1).not.toContain('bathroom');
  });

  it('cannot be proposed or accepted once the job is completed or cancelled (409 AGREEMENT_CLOSED)', async () => {
    const { owner, trader, job } = await hiredJob();
    const change = { description: 'Add an outside tap', priceChangePence: 6000, reason: 'Asked on the day' };
    const proposed = await inject('POST', `/api/jobs/${job._id}/variations`, trader.token, change);
    const pending = proposed.json<Agreement>().variations[0]!;
    const before = (await inject('GET', `/api/jobs/${job._id}/agreement`, owner.token)).json<Agreement>();
    expect(before.open).toBe(true);
    expect(before.variations[0]!.canAnswer).toBe(true);
    expect((await inject('POST', `/api/jobs/${job._id}/complete`, owner.token)).statusCode).toBe(200);

    const late = await inject('POST', `/api/jobs/${job._id}/variations`, owner.token, change);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('AGREEMENT_CLOSED');
    const answer = await inject('POST', `/api/jobs/${job._id}/variations/${pending._id}`, owner.token, {
      answer: 'accept',
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().code).toBe('AGREEMENT_CLOSED');
    // Nothing changed: the one variation is still proposed and version 1 stands, still readable.
    const after = (await inject('GET', `/api/jobs/${job._id}/agreement`, owner.token)).json<Agreement>();
    expect(after).toMatchObject({ currentVersion: 1, totalPence: 24050 });
    expect(after.variations.map((v) => v.status)).toEqual(['proposed']);
    // And the agreement says so to both sides: nothing left to answer, no change to propose.
    expect(after.open).toBe(false);
    expect(after.variations[0]!.canAnswer).toBe(false);
    expect((await inject('GET', `/api/jobs/${job._id}/agreement`, trader.token)).json<Agreement>().open).toBe(false);

    // A hired job closes as cancelled when its client closes their account.
    const other = await hiredJob();
    await ctx.database.db.updateTable('jobs').set({ status: 'cancelled' }).where('id', '=', other.job._id).execute();
    const cancelled = await inject('POST', `/api/jobs/${other.job._id}/variations`, other.trader.token, change);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().code).toBe('AGREEMENT_CLOSED');
  });

  it('settles racing answers once: two accepts, and accept against decline', async () => {
    const { owner, trader, job } = await hiredJob();
    const propose = async () =>
      (
        await inject('POST', `/api/jobs/${job._id}/variations`, owner.token, {
          description: 'Move the sink',
          priceChangePence: -2000,
          reason: 'Kitchen plan changed',
        })
      )
        .json<Agreement>()
        .variations.at(-1)!._id;

    const first = await propose();
    const twoAccepts = await Promise.all(
      [0, 1].map(() => inject('POST', `/api/jobs/${job._id}/variations/${first}`, trader.token, { answer: 'accept' })),
    );
    expect(twoAccepts.map((r) => r.statusCode).sort()).toEqual([200, 409]);

    const second = await propose();
    const mixed = await Promise.all(
      (['accept', 'decline'] as const).map((answer) =>
        inject('POST', `/api/jobs/${job._id}/variations/${second}`, trader.token, { answer }),
      ),
    );
    expect(mixed.map((r) => r.statusCode).sort()).toEqual([200, 409]);

    const final = (await inject('GET', `/api/jobs/${job._id}/agreement`, owner.token)).json<Agreement>();
    const wonAccept = mixed[0]!.statusCode === 200;
    expect(final.currentVersion).toBe(wonAccept ? 3 : 2);
    expect(final.versions).toHaveLength(final.currentVersion);
    expect(final.totalPence).toBe(24050 - 2000 * (wonAccept ? 2 : 1));
    expect(final.variations.map((v) => v.status)).toEqual(['accepted', wonAccept ? 'accepted' : 'declined']);
  });
});
