/**
 * Reviews benchmark: the public reads that aggregate reviews (the home page's top-rated and live
 * figures, the directory sorted by rating, a profile and its reviews) at two sizes, on a marketplace
 * of 10,000 approved tradespeople. Each review sits on its own completed job with its accepted
 * quotation, as the product writes them. Prints a Markdown table.
 *
 *   npx tsx bench/reviews.ts                                  # SQLite, 2,000 and 100,000 reviews
 *   BENCH_PG_URL=postgres://... npx tsx bench/reviews.ts      # PostgreSQL too
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=10 BENCH_SIZES=2000,100000
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import type { Kysely } from 'kysely';
import { TRADES } from '@tradewise/shared';
import { createDb } from '../apps/api/src/db/create-db.js';
import { migrateToLatest } from '../apps/api/src/db/migrate.js';
import type { Database } from '../apps/api/src/db/schema.js';
import { recountRatings } from '../apps/api/src/modules/reviews/index.js';
import { fill } from './fill.js';
import { freshDatabase, startServer, stopServer } from './harness.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SIZES = (process.env.BENCH_SIZES ?? '2000,100000').split(',').map(Number);
const PORT = 3410;

/** `count` reviews, each on its own completed job, spread over the tradespeople (busier ones first). */
async function addReviews(db: Kysely<Database>, count: number) {
  const people = await db.selectFrom('tradespeople').select(['id', 'trade']).orderBy('createdAt').execute();
  const clients = await db.selectFrom('clients').select(['id', 'email']).execute();
  const now = Date.now();
  for (let start = 0; start < count; start += 500) {
    await db.transaction().execute(async (trx) => {
      const jobs = [];
      const quotations = [];
      const requests = [];
      const reviews = [];
      for (let i = start; i < Math.min(start + 500, count); i += 1) {
        // A skewed spread: half the reviews go to 100 tradespeople with long records.
        const person = people[i % 2 === 0 ? (i / 2) % 100 : i % people.length]!;
        const client = clients[i % clients.length]!;
        const at = new Date(now - i * 60_000).toISOString();
        const jobId = randomUUID();
        const quotationId = randomUUID();
        jobs.push({
          id: jobId,
          clientId: client.id,
          workType: person.trade,
          serviceTime: 'no_date' as const,
          propertyType: 'house' as const,
          street: `${i} Done Street`,
          city: 'Benchton',
          postcode: 'M1 1AA',
          postcodeOutward: 'M1',
          postcodeArea: 'M',
          postcodeDistrict: 'M1',
          contactEmail: client.email,
          jobDescription: 'A completed job for the reviews benchmark.',
          status: 'completed' as const,
          quotationCount: 1,
          acceptedQuotationId: quotationId,
          createdAt: at,
          updatedAt: at,
        });
        quotations.push({
          id: quotationId,
          jobId,
          tradespersonId: person.id,
          quotationText: 'Done.',
          pricePence: 10_000,
          status: 'accepted' as const,
          createdAt: at,
          updatedAt: at,
        });
        requests.push({ jobId, clientId: client.id, tradespersonId: person.id, completedAt: at, remindedAt: at });
        const rating = [5, 4, 5, 3, 5, 4, 2, 5, 4, 1][i % 10]!;
        reviews.push({
          id: randomUUID(),
          jobId,
          clientId: client.id,
          tradespersonId: person.id,
          rating,
          quality: rating,
          reliability: Math.max(1, rating - (i % 2)),
          value: rating,
          text: 'A review of realistic length for the benchmark: on time, tidy and as quoted.',
          status: i % 50 === 0 ? ('hidden' as const) : ('published' as const),
          hiddenReason: i % 50 === 0 ? ('offensive' as const) : null,
          replyText: i % 3 === 0 ? 'Thank you for the review.' : null,
          replyAt: i % 3 === 0 ? at : null,
          editedAt: null,
          createdAt: at,
          updatedAt: at,
        });
      }
      for (let j = 0; j < jobs.length; j += 100) {
        await trx
          .insertInto('jobs')
          .values(jobs.slice(j, j + 100))
          .execute();
        await trx
          .insertInto('quotations')
          .values(quotations.slice(j, j + 100))
          .execute();
        await trx
          .insertInto('reviewRequests')
          .values(requests.slice(j, j + 100))
          .execute();
        await trx
          .insertInto('reviews')
          .values(reviews.slice(j, j + 100))
          .execute();
      }
    });
  }
  // Each reviewed tradesperson's summed-up row, as the product keeps it with every review.
  const reviewed = await db.selectFrom('reviews').select('tradespersonId').distinct().execute();
  for (const { tradespersonId } of reviewed) await recountRatings(db, tradespersonId);
  // The most reviewed tradesperson: the profile measured.
  const busiest = await db
    .selectFrom('reviews')
    .select(['tradespersonId', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('tradespersonId')
    .orderBy('n', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return { id: busiest.tradespersonId, reviews: Number(busiest.n) };
}

async function load(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

const rows: string[] = [];
const kinds: ('sqlite' | 'postgres')[] = process.env.BENCH_PG_URL ? ['sqlite', 'postgres'] : ['sqlite'];
for (const kind of kinds) {
  for (const size of SIZES) {
    const url = await freshDatabase(kind, `bench_reviews_${size}`);
    const database = createDb(url);
    await migrateToLatest(database.db);
    await fill(database.db, { tradespeople: 10_000, clients: 20_000, jobs: 0 });
    const busiest = await addReviews(database.db, size);
    await database.close();
    const server = await startServer({ DATABASE_URL: url }, PORT);
    const endpoints: [string, string][] = [
      ['GET /api/top-rated', '/api/top-rated'],
      ['GET /api/stats', '/api/stats'],
      ['GET /api/tradespeople?sort=rating', '/api/tradespeople?sort=rating'],
      [`GET /api/tradespeople?trade=${TRADES[0]}&sort=rating`, `/api/tradespeople?trade=${TRADES[0]}&sort=rating`],
      [`GET /api/tradespeople/:id (${busiest.reviews} reviews)`, `/api/tradespeople/${busiest.id}`],
      ['GET /api/tradespeople/:id/reviews?page=2', `/api/tradespeople/${busiest.id}/reviews?page=2`],
    ];
    try {
      for (const [label, path] of endpoints) {
        const r = await load(`${server.base}${path}`);
        rows.push(
          `| ${kind} | ${size.toLocaleString('en-GB')} | ${label} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`,
        );
        console.error(rows.at(-1));
      }
    } finally {
      await stopServer(server);
    }
  }
}
console.log('| database | reviews | endpoint | req/s | p50 ms | p99 ms | errors |');
console.log('| --- | ---: | --- | ---: | ---: | ---: | ---: |');
for (const row of rows) console.log(row);
