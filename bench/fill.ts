/**
 * Fills a database with a marketplace of a given size, for the scale benchmarks: tradespeople
 * spread over every trade and 120 postcode areas, clients, and jobs (80% open) with quotations.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { TRADES, PROPERTY_TYPES, SERVICE_TIMES } from '@tradewise/shared';
import type { Database } from '../apps/api/src/db/schema.js';
import { hashPassword } from '../apps/api/src/lib/passwords.js';

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

async function inBatches<T>(
  db: Kysely<Database>,
  rows: T[],
  insert: (trx: Kysely<Database>, batch: T[]) => Promise<unknown>,
) {
  for (let i = 0; i < rows.length; i += 2000) {
    await db.transaction().execute(async (trx) => {
      for (let j = i; j < Math.min(i + 2000, rows.length); j += 200) {
        await insert(trx, rows.slice(j, Math.min(j + 200, i + 2000, rows.length)));
      }
    });
  }
}

export interface Filled {
  tradespersonId: string;
  clientId: string;
}

export async function fill(
  db: Kysely<Database>,
  sizes: { tradespeople: number; clients: number; jobs: number },
): Promise<Filled> {
  const passwordHash = await hashPassword('bench-password');
  const now = Date.now();
  const iso = (msAgo: number) => new Date(now - msAgo).toISOString();

  const tradespeople = Array.from({ length: sizes.tradespeople }, (_, i) => {
    const area = pick(AREAS, Math.floor(i / TRADES.length));
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
      postcode: `${area}1 1AA`,
      status: 'approved' as const,
      coverage: JSON.stringify([area]),
      createdAt: iso(i * 1000),
      updatedAt: iso(i * 1000),
    };
  });
  await inBatches(db, tradespeople, (trx, batch) => trx.insertInto('tradespeople').values(batch).execute());

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
    const area = pick(AREAS, Math.floor(i / 7));
    const outward = `${area}${(i % 9) + 1}`;
    const client = pick(clients, i);
    return {
      id: randomUUID(),
      clientId: client.id,
      workType: pick(TRADES, i),
      serviceTime: pick(SERVICE_TIMES, i),
      propertyType: pick(PROPERTY_TYPES, i),
      street: `${i} Job Street`,
      city: 'Benchton',
      postcode: `${outward} 2BB`,
      postcodeOutward: outward,
      postcodeArea: area,
      postcodeDistrict: outward,
      contactEmail: client.email,
      jobDescription: `Job number ${i}: a realistic description of about this length for the benchmark.`,
      status: i % 5 === 0 ? ('completed' as const) : ('open' as const),
      quotationCount: 0,
      acceptedQuotationId: null,
      createdAt: iso(i * 60_000),
      updatedAt: iso(i * 60_000),
    };
  });
  await inBatches(db, jobs, (trx, batch) => trx.insertInto('jobs').values(batch).execute());

  // The benchmark's tradesperson: a plumber covering area AB; its client owns ten jobs.
  return { tradespersonId: tradespeople[TRADES.indexOf('plumber')]!.id, clientId: clients[0]!.id };
}
