import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { parsePostcode } from '@tradewise/shared';
import type { Database } from '../schema.js';
import type { Storage } from '../../lib/storage/index.js';
import { newId, nowIso } from '../../lib/ids.js';
import { encodeCoverage } from '../../lib/coverage.js';
import { hashPassword } from '../../lib/passwords.js';
import { DEMO_CLIENTS, DEMO_JOBS, DEMO_TRADESPEOPLE, PLACES } from './demo-data.js';
import { seedReviews } from './demo-reviews.js';
import { seedProfiles } from './demo-profiles.js';
import { seedJobPhotos } from './job-photos.js';
import { seedPortraits } from './demo-portraits.js';
import { openMissingConversations } from '../../modules/messaging/index.js';

const emailOf = (name: string, domain: string) => `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@${domain}`;

/**
 * Fills an empty database with demo accounts, all sharing one password generated now. Returns the
 * sign-in details to print, or null when the database already had accounts.
 */
export async function seedDemo(db: Kysely<Database>, storage: Storage): Promise<string | null> {
  const existing = await db.selectFrom('clients').select('id').limit(1).executeTakeFirst();
  const existingTrade = await db.selectFrom('tradespeople').select('id').limit(1).executeTakeFirst();
  if (existing || existingTrade) return null;

  const password = randomBytes(9).toString('base64url');
  const passwordHash = await hashPassword(password);
  const now = nowIso();

  const clientIds = DEMO_CLIENTS.map(() => newId());
  const tradespersonIds = DEMO_TRADESPEOPLE.map(() => newId());

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('clients')
      .values(
        DEMO_CLIENTS.map((client, index) => {
          const place = PLACES[index % PLACES.length]!;
          return {
            id: clientIds[index]!,
            name: client.name,
            email: emailOf(client.name, 'example.com'),
            passwordHash,
            phoneNumber: client.phone,
            ...place,
            createdAt: now,
            updatedAt: now,
          };
        }),
      )
      .execute();
    await trx
      .insertInto('tradespeople')
      .values(
        DEMO_TRADESPEOPLE.map((person, index) => {
          const place = PLACES[person.place]!;
          return {
            id: tradespersonIds[index]!,
            name: person.name,
            email: emailOf(person.name, 'trades.example.com'),
            passwordHash,
            businessName: person.business,
            contactNumber: `+4474001235${String(index).padStart(2, '0')}`,
            trade: person.trade,
            ...place,
            status: person.status,
            coverage: encodeCoverage([parsePostcode(place.postcode)!.area]),
            createdAt: now,
            updatedAt: now,
          };
        }),
      )
      .execute();
    await seedJobs(trx, clientIds, tradespersonIds);
    await seedReviews(trx, clientIds, tradespersonIds);
    // Each quotation has its conversation, as one made through the API does.
    await openMissingConversations(trx);
    const adminId = newId();
    await trx
      .insertInto('admins')
      .values({
        id: adminId,
        email: 'admin@example.com',
        passwordHash,
        emailVerifiedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    await seedProfiles(trx, tradespersonIds, adminId, now);
  });
  await seedJobPhotos(db, storage);
  await seedPortraits(db, storage);

  const approved = DEMO_TRADESPEOPLE.find((p) => p.status === 'approved')!;
  const pending = DEMO_TRADESPEOPLE.filter((p) => p.status === 'pending');
  return [
    '',
    'Demo data is ready. Every demo account below uses this generated password:',
    `  password:              ${password}`,
    'Clients sign in at /signin:',
    `  client:                ${emailOf(DEMO_CLIENTS[0].name, 'example.com')}`,
    'Tradespeople sign in at /login:',
    `  approved tradesperson: ${emailOf(approved.name, 'trades.example.com')} (${approved.trade})`,
    ...pending.map(
      (person) => `  awaiting approval:     ${emailOf(person.name, 'trades.example.com')} (${person.trade})`,
    ),
    'Administrators sign in at /admin/login:',
    '  administrator:         admin@example.com',
    'The password is shown only now; start again on an empty database (or use create-admin) for new ones.',
    '',
  ].join('\n');
}

/**
 * Demo jobs spread over the last two weeks; each gets a quotation from every approved demo
 * tradesperson of its trade and area, and the oldest of those jobs is already hired.
 */
async function seedJobs(db: Kysely<Database>, clientIds: string[], tradespersonIds: string[]) {
  const start = Date.now() - 14 * 24 * 60 * 60 * 1000;
  for (const [index, demo] of DEMO_JOBS.entries()) {
    const place = PLACES[demo.place]!;
    const postcode = parsePostcode(place.postcode)!;
    const client = DEMO_CLIENTS[demo.client]!;
    const createdAt = new Date(start + index * 20 * 60 * 60 * 1000).toISOString();
    const jobId = newId();
    const bidders = DEMO_TRADESPEOPLE.flatMap((person, i) =>
      person.status === 'approved' &&
      person.trade === demo.workType &&
      parsePostcode(PLACES[person.place]!.postcode)!.area === postcode.area
        ? [tradespersonIds[i]!]
        : [],
    );
    const quotationIds = bidders.map(() => newId());
    const hired = index === 0 && quotationIds.length > 0;
    await db
      .insertInto('jobs')
      .values({
        id: jobId,
        clientId: clientIds[demo.client]!,
        workType: demo.workType,
        serviceTime: demo.serviceTime,
        propertyType: demo.propertyType,
        street: place.street,
        city: place.city,
        postcode: postcode.postcode,
        postcodeOutward: postcode.outward,
        postcodeArea: postcode.area,
        postcodeDistrict: postcode.district,
        contactEmail: emailOf(client.name, 'example.com'),
        jobDescription: demo.description,
        status: hired ? 'hired' : 'open',
        quotationCount: bidders.length,
        acceptedQuotationId: hired ? quotationIds[0]! : null,
        createdAt,
        updatedAt: createdAt,
      })
      .execute();
    for (const [i, tradespersonId] of bidders.entries()) {
      await db
        .insertInto('quotations')
        .values({
          id: quotationIds[i]!,
          jobId,
          tradespersonId,
          quotationText: 'Happy to help. I can visit to confirm the details; the price includes parts and labour.',
          pricePence: 8500 + index * 2500,
          status: hired ? (i === 0 ? 'accepted' : 'declined') : 'pending',
          createdAt,
          updatedAt: createdAt,
        })
        .execute();
    }
  }
}
