import { randomUUID } from 'node:crypto';
import { CompiledQuery, sql } from 'kysely';
import { TRADES } from '@tradewise/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectName, type TestContext } from '../../../test/app.js';
import { createClient } from '../../../test/factories.js';
import { jobPlace } from './centres.js';
import { matchingIds, splitCoverage } from './repository.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  // A few thousand jobs over every trade and many areas, with statistics, so both planners see
  // a table shaped like a real one rather than an empty one.
  const client = await createClient(ctx.app);
  const areas = ['SW', 'M', 'B', 'LS', 'BS', 'EH', 'CF', 'G', 'L', 'NE', 'S', 'E', 'N', 'W', 'SE', 'NW'];
  const now = Date.now();
  const rows = Array.from({ length: 4000 }, (_, i) => {
    const area = areas[i % areas.length]!;
    return {
      id: randomUUID(),
      clientId: client.id,
      workType: TRADES[i % TRADES.length]!,
      serviceTime: 'no_date' as const,
      propertyType: 'house' as const,
      street: `${i} Road`,
      city: 'Town',
      postcode: `${area}${(i % 9) + 1} 1AA`,
      postcodeOutward: `${area}${(i % 9) + 1}`,
      postcodeArea: area,
      postcodeDistrict: `${area}${(i % 9) + 1}`,
      ...jobPlace({ latitude: 50 + (i % 400) / 100, longitude: -4 + (i % 300) / 100 }),
      contactEmail: client.email,
      jobDescription: 'Job',
      status: i % 5 === 0 ? ('completed' as const) : ('open' as const),
      quotationCount: i % 6,
      acceptedQuotationId: null,
      createdAt: new Date(now - i * 60_000).toISOString(),
      updatedAt: new Date(now - i * 60_000).toISOString(),
    };
  });
  for (let i = 0; i < rows.length; i += 250)
    await ctx.database.db
      .insertInto('jobs')
      .values(rows.slice(i, i + 250))
      .execute();
  await sql`analyze`.execute(ctx.database.db);
});
afterAll(async () => ctx.close());

/** The plan the database chooses for a query, as text. */
async function plan(query: { sql: string; parameters: readonly unknown[] }): Promise<string> {
  const { db, dialect } = ctx.database;
  if (dialect === 'sqlite') {
    // With its parameters bound, as the app runs it: SQLite plans at prepare time, without values.
    const explained = CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]);
    const rows = await db.executeQuery<{ detail: string }>(explained);
    return rows.rows.map((row) => row.detail).join('\n');
  }
  // On a nearly empty table PostgreSQL rightly prefers a sequential scan; with that ruled out, the
  // plan shows whether an index can serve the query at all.
  return db.connection().execute(async (conn) => {
    await sql`set enable_seqscan = off`.execute(conn);
    const rows = await sql.raw<{ 'QUERY PLAN': string }>(`explain ${inline(query)}`).execute(conn);
    await sql`set enable_seqscan = on`.execute(conn);
    return rows.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

function inline({ sql: text, parameters }: { sql: string; parameters: readonly unknown[] }) {
  const literal = (value: unknown) =>
    typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
  let i = 0;
  return text.replace(/\?|\$\d+/g, (token) => literal(parameters[token === '?' ? i++ : Number(token.slice(1)) - 1]));
}

describe(`matching query plan (${dialectName()})`, () => {
  it('finds the page of matching jobs and the total from the matching indexes alone', async () => {
    const { db } = ctx.database;
    const coverage = splitCoverage(['SW', 'M1']);
    const ids = matchingIds(db, 'plumber', coverage, 5, { take: 10, newestFirst: true })!;
    const all = matchingIds(db, 'plumber', coverage, 5, { take: 1000, newestFirst: false })!;
    const count = await plan(
      db
        .selectFrom(all.as('m'))
        .select((eb) => eb.fn.countAll().as('total'))
        .compile(),
    );
    const page = await plan(
      db
        .selectFrom(ids.as('m'))
        .select('m.id')
        .orderBy('m.createdAt', 'desc')
        .orderBy('m.id', 'desc')
        .limit(10)
        .compile(),
    );
    for (const text of [count, page]) {
      expect(text).toMatch(/jobs_match_postcode_area_idx/);
      expect(text).toMatch(/jobs_match_postcode_outward_idx/);
      expect(text).toMatch(/jobs_match_postcode_district_idx/);
      if (ctx.database.dialect === 'sqlite') {
        expect(text).toMatch(/COVERING INDEX/);
      }
      expect(text).not.toMatch(/SCAN jobs\b|Seq Scan/);
    }
  });

  it('finds the jobs within the radius from the latitude index (a bounding box, then the exact distance)', async () => {
    const { db } = ctx.database;
    const coverage = { ...splitCoverage(['SW']), near: { centre: { latitude: 52, longitude: -2 }, miles: 15 } };
    for (const options of [
      { take: 1000, newestFirst: false },
      { take: 10, newestFirst: true },
      { take: 10, newestFirst: true, nearestFirst: true },
    ]) {
      const ids = matchingIds(db, 'plumber', coverage, 5, options)!;
      const text = await plan(db.selectFrom(ids.as('m')).select('m.id').compile());
      expect(text).toMatch(/jobs_match_latitude_idx/);
      expect(text).toMatch(/jobs_match_postcode_area_idx/);
      expect(text).not.toMatch(/SCAN jobs\b|Seq Scan/);
    }
  });
});
