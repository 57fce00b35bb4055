import type { TFunction } from 'i18next';
import { formatList, numberFormat } from '../../lib/format-locale';
import { formatMiles } from '../../lib/format-miles';

/**
 * "3.2 miles away", "à 3,2 miles", "a 1 milla" (the plural follows the number itself), or "Near
 * your base" when the job's outward code has the base's own centre.
 */
export const distanceAway = (t: TFunction, miles: number, language: string | undefined) =>
  miles === 0
    ? t('jobFacts.distanceHere')
    : t('jobFacts.distanceAway', { count: miles, distance: formatMiles(miles, language) });

/** How many town names the sentence lists before "and N more places". */
export const TOWNS_SHOWN = 6;

/**
 * "Your radius reaches Leeds, Bradford and 12 more places.": the first names the API gave (the
 * places with most postcodes in reach first), joined the way the language joins a list, and how
 * many more there are.
 */
export function townsText(
  t: TFunction,
  answer: { towns: { name: string }[]; total: number },
  language: string | undefined,
) {
  if (answer.total === 0) return t('coverage.townsNone');
  const names = answer.towns.slice(0, TOWNS_SHOWN).map((town) => town.name);
  const more = answer.total - names.length;
  const items =
    more > 0
      ? [...names, t('coverage.townsMore', { count: more, number: numberFormat(language).format(more) })]
      : names;
  const places = formatList(items, language);
  return t('coverage.townsReached', { places });
}
