/**
 * Fills a database with a marketplace of a given size, for the scale benchmarks: tradespeople
 * over every trade, each based at a real outward code; clients; and jobs over every trade (80% of
 * each trade open), each at a real outward code. Places are the 2,856 outward codes of
 * apps/api/reference/uk-outcodes.csv in a fixed shuffled order, so any number of rows spreads over the
 * whole country the way the codes do (London's dense districts hold many, the Highlands few).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { Kysely } from 'kysely';
import { TRADES, PROPERTY_TYPES, SERVICE_TIMES, parsePostcode } from '@tradewise/shared';
import type { Database } from '../apps/api/src/db/schema.js';
import { DEFAULT_OUTCODES_FILE } from '../apps/api/src/config.js';
import { centreOf, parseOutcodes } from '../apps/api/src/lib/outcodes.js';
import { jobPlace } from '../apps/api/src/modules/jobs/centres.js';
import { hashPassword } from '../apps/api/src/lib/passwords.js';
import { openMissingConversations } from '../apps/api/src/modules/messaging/index.js';

export const AREAS = [
  'AB',
  'AL',
  'B',
  'BA',
  'BB',
  'BD',
  'BH',
  'BL',
  'BN',
  'BR',
  'BS',
  'BT',
  'CA',
  'CB',
  'CF',
  'CH',
  'CM',
  'CO',
  'CR',
  'CT',
  'CV',
  'CW',
  'DA',
  'DD',
  'DE',
  'DG',
  'DH',
  'DL',
  'DN',
  'DT',
  'DY',
  'E',
  'EC',
  'EH',
  'EN',
  'EX',
  'FK',
  'FY',
  'G',
  'GL',
  'GU',
  'HA',
  'HD',
  'HG',
  'HP',
  'HR',
  'HS',
  'HU',
  'HX',
  'IG',
  'IP',
  'IV',
  'KA',
  'KT',
  'KW',
  'KY',
  'L',
  'LA',
  'LD',
  'LE',
  'LL',
  'LN',
  'LS',
  'LU',
  'M',
  'ME',
  'MK',
  'ML',
  'N',
  'NE',
  'NG',
  'NN',
  'NP',
  'NR',
  'NW',
  'OL',
  'OX',
  'PA',
  'PE',
  'PH',
  'PL',
  'PO',
  'PR',
  'RG',
  'RH',
  'RM',
  'S',
  'SA',
  'SE',
  'SG',
  'SK',
  'SL',
  'SM',
  'SN',
  'SO',
  'SP',
  'SR',
  'SS',
  'ST',
  'SW',
  'SY',
  'TA',
  'TD',
  'TF',
  'TN',
  'TQ',
  'TR',
  'TS',
  'TW',
  'UB',
  'W',
  'WA',
  'WC',
  'WD',
  'WF',
  'WN',
  'WR',
  'WS',
  'WV',
  'YO',
];

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length]!;

/** A real place as the app stores it: a full postcode's parts and its outward code's centre. */
export interface Place {
  postcode: string;
  outward: string;
  area: string;
  district: string;
  latitude: number;
  longitude: number;
}

/** The place of a postcode, parsed and centred as posting a job or registering does. */
export function placeOf(postcode: string): Place {
  const parsed = parsePostcode(postcode);
  const centre = parsed && centreOf(parsed.outward);
  if (!parsed || !centre) throw new Error(`${postcode}: not a postcode the data places`);
  return {
    postcode: parsed.postcode,
    outward: parsed.outward,
    area: parsed.area,
    district: parsed.district,
    ...centre,
  };
}

/** A fixed pseudo-random order (mulberry32), so every run fills the same rows. */
function shuffled<T>(list: readonly T[], seed: number): T[] {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...list];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

let places: { jobs: Place[]; tradespeople: Place[] } | undefined;
/** Every outward code of the data as a place, in two fixed orders: one for jobs, one for bases. */
export function placesInOrder() {
  if (!places) {
    const all = parseOutcodes(fs.readFileSync(DEFAULT_OUTCODES_FILE, 'utf8')).map(({ outcode }) =>
      placeOf(`${outcode} 2BB`),
    );
    places = { jobs: shuffled(all, 16), tradespeople: shuffled(all, 61) };
  }
  return places;
}

/** Inserts `rows` `statement` at a time, `transaction` rows per transaction. */
export async function inBatches<T>(
  db: Kysely<Database>,
  rows: T[],
  insert: (trx: Kysely<Database>, batch: T[]) => Promise<unknown>,
  { statement = 200, transaction = 2000 } = {},
) {
  for (let i = 0; i < rows.length; i += transaction) {
    await db.transaction().execute(async (trx) => {
      for (let j = i; j < Math.min(i + transaction, rows.length); j += statement) {
        await insert(trx, rows.slice(j, Math.min(j + statement, i + transaction, rows.length)));
      }
    });
  }
}

/**
 * One pending quotation on every job (the jobs open), by the tradesperson `quoter` picks for the
 * i-th job among them all (newest first), each with its conversation. Answers the conversations.
 */
export async function quoteEveryJob(db: Kysely<Database>, quoter: (i: number, count: number) => number) {
  const [people, jobs] = await Promise.all([
    db.selectFrom('tradespeople').select('id').orderBy('createdAt', 'desc').execute(),
    db.selectFrom('jobs').select('id').execute(),
  ]);
  const now = new Date().toISOString();
  const quotations = jobs.map((job, i) => ({
    id: randomUUID(),
    jobId: job.id,
    tradespersonId: people[quoter(i, people.length)]!.id,
    quotationText: 'Happy to help.',
    pricePence: 10_000,
    status: 'pending' as const,
    createdAt: now,
    updatedAt: now,
  }));
  await db.updateTable('jobs').set({ status: 'open', quotationCount: 1 }).execute();
  await inBatches(db, quotations, (trx, batch) => trx.insertInto('quotations').values(batch).execute());
  await openMissingConversations(db);
  return db.selectFrom('conversations').select(['id', 'clientId', 'tradespersonId']).execute();
}

export interface Filled {
  tradespersonId: string;
  clientId: string;
}

/** The radii tradespeople travel, in miles: mostly the default 15, some nearer or further. */
const RADII = [15, 10, 20, 15, 30, 5, 15, 50, 25, 15];

export async function fill(
  db: Kysely<Database>,
  sizes: { tradespeople: number; clients: number; jobs: number },
): Promise<Filled> {
  const passwordHash = await hashPassword('bench-password');
  const now = Date.now();
  const iso = (msAgo: number) => new Date(now - msAgo).toISOString();

  const { jobs: jobPlaces, tradespeople: bases } = placesInOrder();
  const tradespeople = Array.from({ length: sizes.tradespeople }, (_, i) => {
    // Based at a real outward code, covering its area as registering sets; radii vary round the default 15.
    const base = pick(bases, i);
    return {
      id: randomUUID(),
      name: `Trade Person ${i}`,
      email: `trade${i}@bench.example.com`,
      passwordHash,
      businessName: `Business ${i}`,
      contactNumber: '+447911123456',
      trade: pick(TRADES, i),
      street: `${i} High Street`,
      city: 'Benchton',
      postcode: base.postcode,
      status: 'approved' as const,
      coverage: JSON.stringify([base.area]),
      baseLatitude: base.latitude,
      baseLongitude: base.longitude,
      radiusMiles: pick(RADII, Math.floor(i / TRADES.length)),
      createdAt: iso(i * 1000),
      updatedAt: iso(i * 1000),
    };
  });
  await inBatches(db, tradespeople, (trx, batch) => trx.insertInto('tradespeople').values(batch).execute());
  // Listed, as the live rule asks (trade-profile/live.ts): each holds a checked insurance, a year ahead.
  const insurances = tradespeople.map((tradesperson) => ({
    tradespersonId: tradesperson.id,
    kind: 'insurance' as const,
    insurer: 'Hiscox',
    expiresOn: new Date(now + 365 * 86_400_000).toISOString().slice(0, 10),
    checkedAt: iso(0),
    updatedAt: iso(0),
  }));
  await inBatches(db, insurances, (trx, batch) => trx.insertInto('credentials').values(batch).execute());

  const clients = Array.from({ length: sizes.clients }, (_, i) => ({
    id: randomUUID(),
    name: `Client ${i}`,
    email: `client${i}@bench.example.com`,
    passwordHash,
    phoneNumber: '+447911123456',
    street: `${i} Low Road`,
    city: 'Benchton',
    postcode: 'M1 1AA',
    createdAt: iso(i * 1000),
    updatedAt: iso(i * 1000),
  }));
  await inBatches(db, clients, (trx, batch) => trx.insertInto('clients').values(batch).execute());

  const jobs = Array.from({ length: sizes.jobs }, (_, i) => {
    const place = pick(jobPlaces, i);
    const client = pick(clients, i);
    return {
      id: randomUUID(),
      clientId: client.id,
      workType: pick(TRADES, i),
      serviceTime: pick(SERVICE_TIMES, i),
      propertyType: pick(PROPERTY_TYPES, i),
      street: `${i} Job Street`,
      city: 'Benchton',
      postcode: place.postcode,
      postcodeOutward: place.outward,
      postcodeArea: place.area,
      postcodeDistrict: place.district,
      ...jobPlace(place),
      contactEmail: client.email,
      jobDescription: `Job number ${i}: a realistic description of about this length for the benchmark.`,
      // One in five of each trade's jobs completed (i % 5 would complete whole trades).
      status: Math.floor(i / TRADES.length) % 5 === 0 ? ('completed' as const) : ('open' as const),
      quotationCount: 0,
      acceptedQuotationId: null,
      createdAt: iso(i * 60_000),
      updatedAt: iso(i * 60_000),
    };
  });
  await inBatches(db, jobs, (trx, batch) => trx.insertInto('jobs').values(batch).execute());

  // The benchmark's tradesperson: the first plumber; the first client owns every `clients`-th job.
  return { tradespersonId: tradespeople[TRADES.indexOf('plumber')]!.id, clientId: clients[0]!.id };
}
