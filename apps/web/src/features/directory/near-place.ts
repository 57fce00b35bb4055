import type { TFunction } from 'i18next';
import { formatList, normaliseCoverage, parsePostcode, type Listing, type Trade } from '@tradewise/shared';
import { formatMiles } from '../../lib/format-miles';

/** The longest place the API takes (a town name with room to spare). */
export const MAX_PLACE_LENGTH = 60;

/**
 * The place to search near, as the API and the address take it: a postcode written the standard
 * way ("ls1 4dy" -> "LS1 4DY"), an outward code or area in capitals ("ls1" -> "LS1"), a town as
 * typed with single spaces; "" for nothing.
 */
export function placeQuery(text: string): string {
  const value = text.trim().replace(/\s+/g, ' ');
  return parsePostcode(value)?.postcode ?? normaliseCoverage(value) ?? value;
}

const isTown = (place: string) => !/\d/.test(place) && normaliseCoverage(place) === null;

/** Words that stay in lower case inside a town's name: Stoke-on-Trent, Weston-super-Mare. */
const SMALL_WORDS = new Set([
  'and',
  'by',
  'cum',
  'de',
  'in',
  'le',
  'next',
  'on',
  'super',
  'the',
  'under',
  'upon',
  'with',
]);

/**
 * How a place reads in a sentence: a postcode kept on one line ("LS1 4DY" with a no-break space),
 * a town typed all in lower case with its capitals ("leeds" -> "Leeds").
 */
export function placeName(place: string): string {
  if (!isTown(place)) return place.replace(' ', '\u00a0');
  if (place !== place.toLowerCase()) return place;
  return place.replace(/[\p{L}’']+/gu, (word, offset: number) =>
    offset > 0 && SMALL_WORDS.has(word) ? word : word[0]!.toUpperCase() + word.slice(1),
  );
}

/** "near Leeds", "près de Leeds", "près d’Oxford": French elides before a town's vowel. */
export function nearPhrase(t: TFunction, place: string): string {
  const name = placeName(place);
  const elided = isTown(name) && /^[aeiouyàâäéèêëîïôöùûü]/i.test(name);
  return t('directoryPage.near', { place: name, context: elided ? 'elided' : undefined });
}

/** The page's heading: "Plumbers near LS1 4DY", "Tradespeople near Leeds", else the directory's title. */
export function directoryHeading(t: TFunction, { trade, near }: { trade?: Trade; near?: string }): string {
  if (!near) return t('directoryPage.title');
  const phrase = nearPhrase(t, near);
  return trade
    ? t(`directoryPage.tradeNear.${trade}`, { near: phrase })
    : t('directoryPage.headingNear', { near: phrase });
}

/**
 * "2.4 miles away", "À 2,4 miles", "A 1 milla" (the plural follows the number), or "Based in this
 * area" when the base's centre is the place's own; null when the distance is not known.
 */
export function distanceText(t: TFunction, miles: number | null | undefined, language: string | undefined) {
  if (miles === null || miles === undefined) return null;
  if (miles === 0) return t('directoryPage.distanceHere');
  return t('directoryPage.distance', { count: miles, distance: formatMiles(miles, language) });
}

/**
 * Where they work: the miles they travel around their base and the areas they added, joined as
 * the language joins a list ("Leeds · within 15 miles of LS1, and all LS, M and SK4 postcodes"), or
 * the areas alone when the data cannot place their base.
 */
export function coverageText(
  t: TFunction,
  person: Pick<Listing, 'address' | 'coverage' | 'radiusMiles'>,
  language: string | undefined,
): string {
  const { city, postcode } = person.address;
  const areas = formatList(person.coverage, language);
  if (person.radiusMiles === null) return t('directoryPage.covers', { city, areas: areas || postcode });
  return t(areas ? 'directoryPage.coversWithinAnd' : 'directoryPage.coversWithin', {
    city,
    postcode,
    areas,
    count: person.radiusMiles,
  });
}
