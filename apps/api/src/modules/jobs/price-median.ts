import type { Kysely } from 'kysely';
import { LIMITS, type Trade } from '@tradewise/shared';
import type { Database } from '../../db/schema.js';
import * as quotations from './quotation-repository.js';

/**
 * The median price (pounds) quoted on jobs of this trade, from every priced quotation; null when
 * fewer than LIMITS.priceMedianMinQuotations have a price. The quotation form asks to confirm a
 * price far above it (priceLooksMistaken). Two small queries (a count, then the middle one or two
 * prices), asked on every call: no benchmark has shown that keeping them matters (issue 39).
 */
export async function tradeMedianPrice(db: Kysely<Database>, trade: Trade) {
  const count = await quotations.countPricedQuotations(db, trade);
  if (count < LIMITS.priceMedianMinQuotations) return null;
  const middle = await quotations.pricesInOrder(db, trade, Math.floor((count - 1) / 2), 2 - (count % 2));
  const pence = middle.reduce((sum, price) => sum + price, 0) / middle.length;
  return Math.round(pence) / 100;
}
