/**
 * Places on the map: a job sits at its outward code's centre, a tradesperson's base at their
 * business postcode's. Rows written before distances existed get theirs at start-up.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { centreOf, postcodeCentre, unitVector, type Centre } from '../../lib/outcodes.js';

/** A job's place as stored: its centre and the centre's unit vector (all null when unknown). */
export function jobPlace(centre: Centre | undefined) {
  if (!centre) return { latitude: null, longitude: null, unitX: null, unitY: null, unitZ: null };
  const { x, y, z } = unitVector(centre);
  return { latitude: centre.latitude, longitude: centre.longitude, unitX: x, unitY: y, unitZ: z };
}

/** Fills the centres still missing (older jobs and tradespeople), one update per outward code. */
export async function fillMissingCentres(db: Kysely<Database>) {
  const outwards = await db
    .selectFrom('jobs')
    .select('postcodeOutward')
    .distinct()
    .where('latitude', 'is', null)
    .execute();
  for (const { postcodeOutward } of outwards) {
    const centre = centreOf(postcodeOutward);
    if (!centre) continue;
    await db
      .updateTable('jobs')
      .set(jobPlace(centre))
      .where('postcodeOutward', '=', postcodeOutward)
      .where('latitude', 'is', null)
      .execute();
  }
  const people = await db
    .selectFrom('tradespeople')
    .select(['id', 'postcode'])
    .where('baseLatitude', 'is', null)
    .execute();
  for (const { id, postcode } of people) {
    const centre = postcodeCentre(postcode);
    if (!centre) continue;
    await db
      .updateTable('tradespeople')
      .set({ baseLatitude: centre.latitude, baseLongitude: centre.longitude })
      .where('id', '=', id)
      .execute();
  }
}
