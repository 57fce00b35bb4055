import type { Kysely, Transaction } from 'kysely';
import { parsePostcode } from '@tradewise/shared';
import type { Database } from '../schema.js';
import { newId } from '../../lib/ids.js';
import { recountRatings } from '../../modules/reviews/index.js';
import { DEMO_CLIENTS, DEMO_TRADESPEOPLE, PLACES } from './demo-data.js';

/**
 * Completed demo jobs, each reviewed by its client (some answered by the tradesperson), so the
 * profiles and the home page show ratings on first start. A mixed record, as real ones are.
 */
interface DemoReview {
  client: number;
  /** Index in DEMO_TRADESPEOPLE: the tradesperson hired (the job is of their trade, in their town). */
  tradesperson: number;
  daysAgo: number;
  description: string;
  scores: [rating: number, quality: number, reliability: number, value: number];
  text: string;
  reply?: string;
}

const DEMO_REVIEWS: DemoReview[] = [
  {
    client: 0,
    tradesperson: 0,
    daysAgo: 80,
    description: 'Replace a leaking radiator valve in the bedroom and bleed the system.',
    scores: [5, 5, 5, 4],
    text: 'Jack came the next morning, replaced the valve in under an hour and left everything clean. He explained what had failed and showed me the old part.',
    reply: 'Thank you Amelia, glad the heating is sorted before the winter.',
  },
  {
    client: 3,
    tradesperson: 0,
    daysAgo: 52,
    description: 'Unblock the kitchen sink and check the waste pipe under the floor.',
    scores: [5, 5, 4, 5],
    text: 'Quick to reply, arrived within the window he gave and fixed the blockage for the price he quoted. Would hire again.',
  },
  {
    client: 1,
    tradesperson: 0,
    daysAgo: 21,
    description: 'Fit a new thermostatic shower mixer in the family bathroom.',
    scores: [4, 5, 3, 4],
    text: 'Very neat work and the shower is much better. He was a day later than planned, but he phoned ahead to say so.',
  },
  {
    client: 2,
    tradesperson: 1,
    daysAgo: 64,
    description: 'Add an outside socket for the garden and test the consumer unit.',
    scores: [5, 5, 5, 5],
    text: 'Sophie talked me through the options, fitted a weatherproof socket and gave me the test certificate the same day.',
    reply: 'Thanks Priya, enjoy the garden lights!',
  },
  {
    client: 0,
    tradesperson: 1,
    daysAgo: 30,
    description: 'Replace six halogen downlights in the kitchen with LED fittings.',
    scores: [4, 4, 5, 4],
    text: 'Good job and fair price. One fitting had to be swapped again a week later, which she did without charge.',
  },
  {
    client: 1,
    tradesperson: 2,
    daysAgo: 45,
    description: 'Build fitted shelves in an alcove beside the chimney breast.',
    scores: [5, 5, 5, 4],
    text: 'Beautiful shelves, exactly as we had sketched them. Daniel took care to match the skirting and filled every gap.',
  },
  {
    client: 2,
    tradesperson: 4,
    daysAgo: 70,
    description: 'Boiler losing pressure every few days: find the cause and repair.',
    scores: [4, 4, 4, 5],
    text: 'Found a weeping joint behind the boiler that two others had missed. Clear explanation and a fair bill.',
  },
  {
    client: 3,
    tradesperson: 4,
    daysAgo: 26,
    description: 'Move the gas hob supply ten centimetres to the left for a new worktop.',
    scores: [2, 3, 1, 3],
    text: 'The work itself was fine, but the appointment was moved twice and nobody called to tell me, so I took two days off for nothing.',
    reply:
      'You are right, and I am sorry. Our van broke down and the messages were not sent. We now call every customer the evening before.',
  },
  {
    client: 2,
    tradesperson: 5,
    daysAgo: 40,
    description: 'Paint the hallway, stairs and landing, ceilings included.',
    scores: [3, 4, 3, 2],
    text: 'The finish is good, but the job took four days instead of two and the final price was higher than the quotation.',
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedReviews(
  trx: Transaction<Database> | Kysely<Database>,
  clientIds: string[],
  tradespersonIds: string[],
) {
  for (const demo of DEMO_REVIEWS) {
    const person = DEMO_TRADESPEOPLE[demo.tradesperson]!;
    const place = PLACES[person.place]!;
    const postcode = parsePostcode(place.postcode)!;
    const clientId = clientIds[demo.client]!;
    const tradespersonId = tradespersonIds[demo.tradesperson]!;
    const postedAt = new Date(Date.now() - (demo.daysAgo + 10) * DAY_MS).toISOString();
    const completedAt = new Date(Date.now() - demo.daysAgo * DAY_MS).toISOString();
    const reviewedAt = new Date(Date.now() - (demo.daysAgo - 2) * DAY_MS).toISOString();
    const jobId = newId();
    const quotationId = newId();
    const [rating, quality, reliability, value] = demo.scores;
    await trx
      .insertInto('jobs')
      .values({
        id: jobId,
        clientId,
        workType: person.trade,
        serviceTime: 'with_in_next_few_days',
        propertyType: 'house',
        street: place.street,
        city: place.city,
        postcode: postcode.postcode,
        postcodeOutward: postcode.outward,
        postcodeArea: postcode.area,
        postcodeDistrict: postcode.district,
        contactEmail: `${DEMO_CLIENTS[demo.client]!.name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`,
        jobDescription: demo.description,
        status: 'completed',
        quotationCount: 1,
        acceptedQuotationId: quotationId,
        createdAt: postedAt,
        updatedAt: completedAt,
      })
      .execute();
    await trx
      .insertInto('quotations')
      .values({
        id: quotationId,
        jobId,
        tradespersonId,
        quotationText: 'I can do this within the week; the price includes parts and labour.',
        pricePence: 12000,
        status: 'accepted',
        createdAt: postedAt,
        updatedAt: postedAt,
      })
      .execute();
    await trx
      .insertInto('reviewRequests')
      .values({ jobId, clientId, tradespersonId, completedAt, remindedAt: completedAt })
      .execute();
    await trx
      .insertInto('reviews')
      .values({
        id: newId(),
        jobId,
        clientId,
        tradespersonId,
        rating,
        quality,
        reliability,
        value,
        text: demo.text,
        status: 'published',
        hiddenReason: null,
        replyText: demo.reply ?? null,
        replyAt: demo.reply ? new Date(Date.parse(reviewedAt) + DAY_MS).toISOString() : null,
        editedAt: null,
        createdAt: reviewedAt,
        updatedAt: reviewedAt,
      })
      .execute();
  }
  for (const id of new Set(DEMO_REVIEWS.map((demo) => tradespersonIds[demo.tradesperson]!))) {
    await recountRatings(trx, id);
  }
}
