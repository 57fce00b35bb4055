/**
 * A job photo's addresses are signed links that expire (issue 38): an <img> cannot send the bearer
 * token, so the address itself is the permission, and one copied into a log, an email or a browser
 * history stops working within hours. Each answer that lists a photo signs it afresh. The key is
 * the photo's own random access key, which never leaves the server.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const HOUR_MS = 60 * 60 * 1000;
/**
 * How long a link lasts: from 6 to 7 hours. The expiry is a whole hour, so that the addresses of
 * one photo stay the same for an hour and the browser keeps the image it loaded.
 */
export const PHOTO_LINK_HOURS = 6;

/** The expiry, in whole seconds since 1970, of a link signed at `now`. */
export const linkExpiry = (now: number) => ((Math.floor(now / HOUR_MS) + PHOTO_LINK_HOURS + 1) * HOUR_MS) / 1000;

const signature = (accessKey: string, photoId: string, expires: number) =>
  createHmac('sha256', accessKey).update(`${photoId}.${expires}`).digest().subarray(0, 16).toString('base64url');

/** The query string of a link to the photo, signed at `now`. */
export function signedQuery(photo: { id: string; accessKey: string }, now = Date.now()) {
  const expires = linkExpiry(now);
  return `expires=${expires}&sig=${signature(photo.accessKey, photo.id, expires)}`;
}

/** Seconds a link with these parts stays good for, or 0 when it is expired or not the photo's. */
export function secondsLeft(
  photo: { id: string; accessKey: string },
  expires: number | undefined,
  sig: string | undefined,
  now = Date.now(),
): number {
  if (expires === undefined || sig === undefined) return 0;
  const left = Math.floor(expires - now / 1000);
  if (left <= 0 || left > (PHOTO_LINK_HOURS + 1) * 3600) return 0;
  const expected = Buffer.from(signature(photo.accessKey, photo.id, expires));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected) ? left : 0;
}
