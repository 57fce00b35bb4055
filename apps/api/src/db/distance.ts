import { sql } from 'kysely';
import { EARTH_RADIUS_MILES, unitVector, type Centre } from '../lib/outcodes.js';

/**
 * The great-circle miles from `centre` to the point in the columns `latitude` and `longitude`
 * (null when they are): the haversine of lib/outcodes.ts, in SQL on both databases. The numbers
 * are written as literals (numbers from the data, never text), so PostgreSQL does not guess an
 * integer type for them.
 */
export function sqlDistanceFrom({ latitude, longitude }: Centre, columns: { latitude: string; longitude: string }) {
  const [radius, lat, lon] = [EARTH_RADIUS_MILES, latitude, longitude].map((n) => sql.lit(Number(n)));
  const [rowLat, rowLon] = [sql.ref(columns.latitude), sql.ref(columns.longitude)];
  return sql<
    number | null
  >`(2 * ${radius} * asin(sqrt(power(sin(radians(${rowLat} - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(${rowLat})) * power(sin(radians(${rowLon} - ${lon}) / 2), 2))))`;
}

/**
 * How close the point with the unit vector in `columns` is to `centre`: the cosine of the angle
 * between them (1 at the centre, smaller further away; null when unknown). Compared with
 * closenessWithin(miles) it is the same great-circle test as the haversine, in three products.
 */
export function sqlClosenessTo(centre: Centre, columns: { x: string; y: string; z: string }) {
  const { x, y, z } = unitVector(centre);
  const [x0, y0, z0] = [x, y, z].map((n) => sql.lit(Number(n)));
  return sql<
    number | null
  >`(${sql.ref(columns.x)} * ${x0} + ${sql.ref(columns.y)} * ${y0} + ${sql.ref(columns.z)} * ${z0})`;
}
