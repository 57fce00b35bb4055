import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminReview, OwnReview, Profile, PublicReview, PublicStats, ReceivedReviews } from '@tradewise/shared';
import { dialectName, type TestContext } from '../../../test/app.js';
import {
  bearer,
  createAdmin,
  createClient,
  createJob,
  createTradesperson,
  signIn,
  type Created,
} from '../../../test/factories.js';
import { createMailTestApp, mailsTo, type TestSmtp } from '../../../test/smtp.js';
import { bestRated } from './figures.js';
import { sendReviewReminders } from './requests.js';

let context: TestContext;
let smtp: TestSmtp;
let close: () => Promise<void>;
let adminToken: string;
beforeAll(async () => {
  ({ context, smtp, close } = await createMailTestApp());
  adminToken = await signIn(context.app, 'admin', await createAdmin(context.database.db));
});
afterAll(() => close());

type Method = 'GET' | 'POST' | 'PUT';
const inject = (method: Method, url: string, token?: string, payload?: object) =>
  context.app.inject({ method, url, payload, ...(token ? { headers: bearer(token) } : {}) });

const REVIEW = {
  rating: 5,
  quality: 5,
  reliability: 4,
  value: 4,
  text: 'Arrived on time, fixed the leak and left the kitchen clean.',
};

let area = 0;
/** An approved plumber of their own postcode area (a fresh one each call), with a session. */
async function approvedPlumber(business = 'Pipes Ltd') {
  const areas = ['LS', 'BD', 'HX', 'WF', 'HD', 'YO', 'DN', 'HG', 'NE', 'DH', 'SR', 'TS', 'CA', 'LA'];
  const postcode = `${areas[area++ % areas.length]}1 1AA`;
  const plumber = await createTradesperson(context.app, { businessName: business, postcode });
  expect((await inject('POST', `/api/admin/tradespeople/${plumber.id}/approve`, adminToken)).statusCode).toBe(200);
  return { ...plumber, postcode };
}

type Plumber = Awaited<ReturnType<typeof approvedPlumber>>;
type Client = Created<{ email: string; name: string }>;

/** A client's job quoted by the plumber and accepted (hired); `complete` also completes it. */
async function hire(plumber: Plumber, client?: Client, { complete = true } = {}) {
  const owner = client ?? (await createClient(context.app));
  const job = await createJob(context.app, owner.token, {
    address: { street: '9 Mill Lane', city: 'Leeds', postcode: plumber.postcode },
  });
  const quote = await inject('POST', `/api/apply-job/${job._id}`, plumber.token, { quotation: 'Monday?', price: 90 });
  expect(quote.statusCode, quote.body).toBe(201);
  const accepted = await inject('POST', `/api/accept-quotation/${job._id}/${quote.json().quotation._id}`, owner.token);
  expect(accepted.statusCode, accepted.body).toBe(200);
  if (complete) {
    const done = await inject('POST', `/api/jobs/${job._id}/complete`, owner.token);
    expect(done.statusCode).toBe(200);
  }
  return { client: owner, jobId: job._id };
}

async function review(plumber: Plumber, scores: Partial<typeof REVIEW> = {}, client?: Client) {
  const hired = await hire(plumber, client);
  const res = await inject('POST', `/api/jobs/${hired.jobId}/review`, hired.client.token, { ...REVIEW, ...scores });
  expect(res.statusCode, res.body).toBe(201);
  return { ...hired, review: res.json<OwnReview>() };
}

const profile = async (id: string) => (await inject('GET', `/api/tradespeople/${id}`)).json<Profile>();
const publicReviews = async (id: string, query = '') =>
  (await inject('GET', `/api/tradespeople/${id}/reviews${query}`)).json<{ reviews: PublicReview[]; total: number }>();

describe(`reviews: who reviews what (${dialectName()})`, () => {
  it('only the client of a completed job reviews it, once; before completion, another client or a tradesperson cannot', async () => {
    const plumber = await approvedPlumber();
    const hired = await hire(plumber, undefined, { complete: false });
    const early = await inject('POST', `/api/jobs/${hired.jobId}/review`, hired.client.token, REVIEW);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('JOB_NOT_COMPLETED');

    expect((await inject('POST', `/api/jobs/${hired.jobId}/complete`, hired.client.token)).statusCode).toBe(200);
    const stranger = await createClient(context.app);
    expect((await inject('POST', `/api/jobs/${hired.jobId}/review`, stranger.token, REVIEW)).statusCode).toBe(403);
    expect((await inject('POST', `/api/jobs/${hired.jobId}/review`, plumber.token, REVIEW)).statusCode).toBe(403);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await inject('POST', `/api/jobs/${unknown}/review`, hired.client.token, REVIEW)).statusCode).toBe(404);

    const first = await inject('POST', `/api/jobs/${hired.jobId}/review`, hired.client.token, REVIEW);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<OwnReview>()).toMatchObject({
      jobId: hired.jobId,
      status: 'published',
      rating: 5,
      quality: 5,
      reliability: 4,
      value: 4,
      text: REVIEW.text,
      reply: null,
      editedAt: null,
      tradesperson: { _id: plumber.id, businessName: 'Pipes Ltd' },
    });
    const second = await inject('POST', `/api/jobs/${hired.jobId}/review`, hired.client.token, REVIEW);
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('ALREADY_REVIEWED');
  });

  it('refuses scores outside 1 to 5, text outside 20 to 2,000 characters and unknown fields, changing nothing', async () => {
    const plumber = await approvedPlumber();
    const hired = await hire(plumber);
    for (const bad of [
      { rating: 0 },
      { quality: 6 },
      { reliability: 4.5 },
      { value: '5' },
      { rating: undefined },
      { text: '   too short, really   ' },
      { text: 'x'.repeat(2001) },
      { stars: 5 },
    ]) {
      const res = await inject('POST', `/api/jobs/${hired.jobId}/review`, hired.client.token, { ...REVIEW, ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await profile(plumber.id)).rating).toEqual({ average: null, count: 0 });
    const mine = (await inject('GET', '/api/reviews/mine', hired.client.token)).json();
    expect(mine.toReview.map((item: { jobId: string }) => item.jobId)).toEqual([hired.jobId]);
    expect(mine.written).toEqual([]);
  });

  it('keeps the text as written, trimmed: markup stays text', async () => {
    const plumber = await approvedPlumber();
    const text = '  <b>Great</b> & quick: fixed the "leak" in 20 minutes.\nWould hire again.  ';
    const { review: written } = await review(plumber, { text });
    expect(written.text).toBe(text.trim());
    expect((await publicReviews(plumber.id)).reviews[0]).toMatchObject({ text: text.trim() });
  });

  it('of several reviews racing on one job, exactly one is written', async () => {
    const plumber = await approvedPlumber();
    const hired = await hire(plumber);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        inject('POST', `/api/jobs/${hired.jobId}/review`, hired.client.token, { ...REVIEW, rating: (i % 5) + 1 }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const rows = await context.database.db.selectFrom('reviews').selectAll().where('jobId', '=', hired.jobId).execute();
    expect(rows).toHaveLength(1);
    expect((await profile(plumber.id)).rating.count).toBe(1);
  });

  it('reviews of one tradesperson written at the same moment are all counted in the averages', async () => {
    const plumber = await approvedPlumber();
    const jobs = [];
    for (let i = 0; i < 5; i += 1) jobs.push(await hire(plumber));
    const answers = await Promise.all(
      jobs.map(({ client, jobId }, i) =>
        inject('POST', `/api/jobs/${jobId}/review`, client.token, { ...REVIEW, rating: i + 1 }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const shown = await profile(plumber.id);
    expect(shown.rating).toEqual({ average: 3, count: 5 });
    expect(shown.distribution).toEqual([1, 1, 1, 1, 1]);
  });

  it('the author edits within 14 days (shown as edited), nobody else, and not after', async () => {
    const plumber = await approvedPlumber();
    const { client, review: written } = await review(plumber);
    expect(Date.parse(written.editableUntil) - Date.parse(written.createdAt)).toBe(14 * 24 * 60 * 60 * 1000);
    const changed = { ...REVIEW, rating: 3, text: 'Good work, but it took two visits to finish.' };
    const edit = await inject('PUT', `/api/reviews/${written._id}`, client.token, changed);
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json<OwnReview>()).toMatchObject({ rating: 3, text: changed.text });
    expect(edit.json<OwnReview>().editedAt).not.toBeNull();
    expect((await publicReviews(plumber.id)).reviews[0]).toMatchObject({ rating: 3, editedAt: expect.any(String) });

    const other = await createClient(context.app);
    expect((await inject('PUT', `/api/reviews/${written._id}`, other.token, REVIEW)).statusCode).toBe(403);

    const fifteenDaysAgo = new Date(Date.now() - 15 * 24 * 60 * 60 * 1000).toISOString();
    await context.database.db
      .updateTable('reviews')
      .set({ createdAt: fifteenDaysAgo })
      .where('id', '=', written._id)
      .execute();
    const late = await inject('PUT', `/api/reviews/${written._id}`, client.token, REVIEW);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('REVIEW_EDIT_CLOSED');
    expect((await publicReviews(plumber.id)).reviews[0]).toMatchObject({ rating: 3 });
  });
});

describe(`reviews: replies (${dialectName()})`, () => {
  it('the reviewed tradesperson replies once, in public; a second reply, another tradesperson or the client cannot', async () => {
    const plumber = await approvedPlumber();
    const { client, review: written } = await review(plumber);
    const other = await approvedPlumber('Other Ltd');
    const text = 'Thank you, it was a pleasure.';
    expect((await inject('POST', `/api/reviews/${written._id}/reply`, other.token, { text })).statusCode).toBe(403);
    expect((await inject('POST', `/api/reviews/${written._id}/reply`, client.token, { text })).statusCode).toBe(403);
    const answers = await Promise.all(
      [1, 2, 3].map((n) =>
        inject('POST', `/api/reviews/${written._id}/reply`, plumber.token, { text: `${text} ${n}` }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().code).toBe('ALREADY_REPLIED');
    const winner = answers.find((a) => a.statusCode === 201)!.json();
    const shown = (await publicReviews(plumber.id)).reviews[0] as Extract<PublicReview, { status: 'published' }>;
    expect(shown.reply?.text).toBe(winner.reply.text);
    const mine = (await inject('GET', '/api/reviews/mine', client.token)).json();
    expect(mine.written[0].reply.text).toBe(winner.reply.text);
  });

  it('hides phone numbers and email addresses in a reply, by the rule messages follow before a hire', async () => {
    const plumber = await approvedPlumber();
    const { review: written } = await review(plumber);
    const text = 'Thanks! Call 07911 123457 or write to jack@thompson-plumbing.co.uk for your next job.';
    const answer = await inject('POST', `/api/reviews/${written._id}/reply`, plumber.token, { text });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().reply.text).toBe('Thanks! Call ••• or write to ••• for your next job.');
    const shown = (await publicReviews(plumber.id)).reviews[0] as Extract<PublicReview, { status: 'published' }>;
    expect(shown.reply?.text).toBe('Thanks! Call ••• or write to ••• for your next job.');
    expect(JSON.stringify(await publicReviews(plumber.id))).not.toContain('123457');
  });
});

describe(`reviews: what the public sees (${dialectName()})`, () => {
  it('the profile carries the averages (one decimal), each score and the distribution; the list names the reviewer by first name and initial only', async () => {
    const plumber = await approvedPlumber();
    const alice = await createClient(context.app, { name: 'Alice Cooper' });
    await review(plumber, { rating: 5, quality: 4, reliability: 5, value: 3 }, alice);
    await review(plumber, { rating: 4, quality: 4, reliability: 3, value: 3 });
    await review(plumber, { rating: 4, quality: 5, reliability: 4, value: 4 });

    const shown = await profile(plumber.id);
    expect(shown.rating).toEqual({ average: 4.3, count: 3 });
    expect(shown.scores).toEqual({ quality: 4.3, reliability: 4, value: 3.3 });
    expect(shown.distribution).toEqual([0, 0, 0, 2, 1]);

    const res = await inject('GET', `/api/tradespeople/${plumber.id}/reviews?limit=2`);
    const page = res.json<{ reviews: PublicReview[]; total: number }>();
    expect(page.total).toBe(3);
    expect(page.reviews).toHaveLength(2);
    const oldest = (await publicReviews(plumber.id, '?page=2&limit=2')).reviews[0]!;
    expect(oldest).toMatchObject({
      status: 'published',
      reviewer: 'Alice C.',
      verifiedHire: true,
      job: { workType: 'plumber', city: 'Leeds' },
      reply: null,
    });
    expect(res.body).not.toContain('@');
    expect(res.body).not.toContain(alice.email);

    const listing = (await inject('GET', `/api/tradespeople?location=${plumber.postcode.split(' ')[0]}`)).json();
    expect(listing.find((item: { _id: string }) => item._id === plumber.id).rating).toEqual({ average: 4.3, count: 3 });
  });

  it('a tradesperson with no reviews shows none, and nobody lists the reviews of one not approved', async () => {
    const plumber = await approvedPlumber();
    expect(await profile(plumber.id)).toMatchObject({
      rating: { average: null, count: 0 },
      scores: { quality: null, reliability: null, value: null },
      distribution: [0, 0, 0, 0, 0],
    });
    expect(await publicReviews(plumber.id)).toEqual({ reviews: [], total: 0 });
    const pending = await createTradesperson(context.app);
    expect((await inject('GET', `/api/tradespeople/${pending.id}/reviews`)).statusCode).toBe(404);
  });

  it('the directory sorts by rating, best first, the unreviewed last', async () => {
    const best = await approvedPlumber('Zed Best Plumbing');
    const good = await approvedPlumber('Alpha Good Plumbing');
    const none = await approvedPlumber('Aardvark Unreviewed');
    await review(best, { rating: 5 });
    await review(good, { rating: 3 });
    const order = async (sort: string) =>
      ((await inject('GET', `/api/tradespeople?trade=plumber&limit=100&sort=${sort}`)).json() as { _id: string }[])
        .map((item) => item._id)
        .filter((id) => [best.id, good.id, none.id].includes(id));
    expect(await order('rating')).toEqual([best.id, good.id, none.id]);
    expect(await order('name')).toEqual([none.id, good.id, best.id]);
    expect((await inject('GET', '/api/tradespeople?sort=stars')).statusCode).toBe(400);
  });

  it('top-rated ranks by a Bayesian average: one lucky five does not beat a long record; the unapproved leave it', async () => {
    const lucky = await approvedPlumber('One Lucky Five');
    const steady = await approvedPlumber('Steady Record');
    await review(lucky, { rating: 5 });
    for (const rating of [5, 5, 5, 4, 5, 5, 5]) await review(steady, { rating });
    const ranked = await bestRated(context.database.db, 1000);
    expect(ranked.indexOf(lucky.id)).toBeGreaterThan(ranked.indexOf(steady.id));
    expect(ranked.indexOf(steady.id)).toBeGreaterThanOrEqual(0);
    const top = (await inject('GET', '/api/top-rated')).json<Profile[]>();
    expect(top.length).toBeLessThanOrEqual(3);
    expect(top.map((p) => p._id)).toEqual(ranked.slice(0, top.length));
    expect(top.every((p) => p.rating.count > 0)).toBe(true);

    expect((await inject('POST', `/api/admin/tradespeople/${steady.id}/suspend`, adminToken)).statusCode).toBe(200);
    expect((await inject('GET', '/api/top-rated')).json<Profile[]>().map((p) => p._id)).not.toContain(steady.id);
  });
});

describe(`reviews: reports and moderation (${dialectName()})`, () => {
  it('a report reaches the moderators; hiding shows the reason in its place, leaves the averages and tells the author; restoring brings it back', async () => {
    const plumber = await approvedPlumber();
    await review(plumber, { rating: 5 });
    const { client: author, review: harsh } = await review(plumber, {
      rating: 1,
      text: 'Terrible, and here is his home phone number 07700 900123.',
    });
    expect((await profile(plumber.id)).rating).toEqual({ average: 3, count: 2 });

    const reader = await createClient(context.app);
    const body = { reason: 'personal_information', details: 'It shows a phone number.' };
    expect((await inject('POST', `/api/reviews/${harsh._id}/report`, reader.token, body)).statusCode).toBe(201);
    const again = await inject('POST', `/api/reviews/${harsh._id}/report`, reader.token, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_REPORTED');
    expect(
      (await inject('POST', `/api/reviews/${harsh._id}/report`, plumber.token, { reason: 'rude' })).statusCode,
    ).toBe(400);
    expect((await inject('POST', `/api/reviews/${harsh._id}/report`, plumber.token, body)).statusCode).toBe(201);
    const received = (await inject('GET', '/api/reviews/received', plumber.token)).json<ReceivedReviews>();
    expect(received.reviews.find((r) => r._id === harsh._id)?.reported).toBe(true);

    const reported = await inject('GET', '/api/admin/reviews?status=reported&limit=100', adminToken);
    const listed = reported.json<AdminReview[]>().find((r) => r._id === harsh._id)!;
    expect(listed.reports.map((r) => [r.reason, r.reporterRole, r.open])).toEqual([
      ['personal_information', 'client', true],
      ['personal_information', 'tradesperson', true],
    ]);
    expect(listed.reviewer.email).toBe(author.email);
    expect(Number(reported.headers['x-total-count'])).toBeGreaterThanOrEqual(1);

    expect(
      (await inject('POST', `/api/admin/reviews/${harsh._id}/hide`, adminToken, { reason: 'because' })).statusCode,
    ).toBe(400);
    const hide = await inject('POST', `/api/admin/reviews/${harsh._id}/hide`, adminToken, {
      reason: 'personal_information',
    });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(hide.json<AdminReview>()).toMatchObject({ status: 'hidden', hiddenReason: 'personal_information' });
    expect(hide.json<AdminReview>().reports.every((r) => !r.open)).toBe(true);

    const page = await inject('GET', `/api/tradespeople/${plumber.id}/reviews`);
    expect(page.json().reviews.find((r: PublicReview) => r._id === harsh._id)).toEqual({
      _id: harsh._id,
      status: 'hidden',
      hiddenReason: 'personal_information',
      job: { workType: 'plumber', city: 'Leeds' },
      verifiedHire: true,
      createdAt: harsh.createdAt,
    });
    expect(page.body).not.toContain('07700');
    expect((await profile(plumber.id)).rating).toEqual({ average: 5, count: 1 });
    const [mail] = await mailsTo(smtp, author.email, 'Your review was removed by our moderators');
    expect(mail!.text).toContain('personal information');
    const stillReported = (await inject('GET', '/api/admin/reviews?status=reported&limit=100', adminToken)).json();
    expect(stillReported.map((r: AdminReview) => r._id)).not.toContain(harsh._id);
    const hidden = (await inject('GET', '/api/admin/reviews?status=hidden&limit=100', adminToken)).json();
    expect(hidden.map((r: AdminReview) => r._id)).toContain(harsh._id);

    const restore = await inject('POST', `/api/admin/reviews/${harsh._id}/restore`, adminToken);
    expect(restore.statusCode).toBe(200);
    expect(restore.json<AdminReview>()).toMatchObject({ status: 'published', hiddenReason: null, text: harsh.text });
    expect((await profile(plumber.id)).rating).toEqual({ average: 3, count: 2 });

    const audit = await context.database.db
      .selectFrom('auditLog')
      .select(['action', 'kind', 'fields'])
      .where('targetId', '=', harsh._id)
      .orderBy('createdAt')
      .execute();
    // Stored as data (issue 39): the kind and its fields, no sentence.
    expect(audit.map((a) => [a.action, a.kind, JSON.parse(a.fields)])).toEqual([
      ['hide', 'review_hidden', { stars: 1, reason: 'personal_information' }],
      ['restore', 'review_restored', { stars: 1 }],
    ]);
  });

  it('an unknown review is 404 for every action', async () => {
    const client = await createClient(context.app);
    const unknown = '00000000-0000-4000-8000-000000000001';
    expect((await inject('PUT', `/api/reviews/${unknown}`, client.token, REVIEW)).statusCode).toBe(404);
    expect(
      (await inject('POST', `/api/reviews/${unknown}/report`, client.token, { reason: 'offensive' })).statusCode,
    ).toBe(404);
    expect(
      (await inject('POST', `/api/admin/reviews/${unknown}/hide`, adminToken, { reason: 'offensive' })).statusCode,
    ).toBe(404);
    expect((await inject('POST', `/api/admin/reviews/${unknown}/restore`, adminToken)).statusCode).toBe(404);
  });
});

describe(`reviews: figures and emails (${dialectName()})`, () => {
  it('the live figures count published reviews, clients served and clients who gave 4 or 5', async () => {
    const before = (await inject('GET', '/api/stats')).json<PublicStats>();
    const plumber = await approvedPlumber();
    const { review: low } = await review(plumber, { rating: 2 });
    await review(plumber, { rating: 4 });
    await hire(plumber); // completed, not reviewed
    const after = (await inject('GET', '/api/stats')).json<PublicStats>();
    expect(after.reviews.count - before.reviews.count).toBe(2);
    expect(after.clientsServed - before.clientsServed).toBe(3);
    expect(after.satisfiedClients - before.satisfiedClients).toBe(1);
    expect(after.approvedTradespeople).toBeGreaterThan(0);

    await inject('POST', `/api/admin/reviews/${low._id}/hide`, adminToken, { reason: 'offensive' });
    expect((await inject('GET', '/api/stats')).json<PublicStats>().reviews.count - before.reviews.count).toBe(1);
  });

  it('completing a job asks its client for a review by email, the review tells the tradesperson, and one reminder follows a week later', async () => {
    const plumber = await approvedPlumber('Reminder Plumbing');
    const reviewed = await review(plumber);
    const waiting = await hire(plumber);
    const [ask] = await mailsTo(smtp, waiting.client.email, 'How did Reminder Plumbing do?');
    expect(ask!.text).toContain(`https://tradewise.test/client-dashboard?review=${waiting.jobId}`);
    const [told] = await mailsTo(smtp, plumber.email, 'You have a new review');
    expect(told!.text).toContain('Amelia H.');
    expect(told!.text).toContain('https://tradewise.test/dashboard#reviews');

    const off = await hire(plumber);
    const prefs = await inject('PUT', '/api/account/notifications', off.client.token, { reviewRequests: false });
    expect(prefs.statusCode, prefs.body).toBe(200);

    const weekLater = Date.now() + 8 * 24 * 60 * 60 * 1000;
    const sent = await sendReviewReminders(context.database.db, context.app.mailer, weekLater);
    expect(sent).toBeGreaterThanOrEqual(2);
    expect(await sendReviewReminders(context.database.db, context.app.mailer, weekLater)).toBe(0);
    const [reminder] = await mailsTo(smtp, waiting.client.email, 'A reminder: review your plumber job');
    expect(reminder!.text).toContain(`review=${waiting.jobId}`);
    const outbox = await context.database.db
      .selectFrom('outbox')
      .select(['recipient', 'kind'])
      .where('kind', '=', 'reviewReminder')
      .where('recipient', 'in', [reviewed.client.email, off.client.email])
      .execute();
    expect(outbox).toEqual([]);
  });
});
