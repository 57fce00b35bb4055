import { LIMITS, TRADES, type Trade } from '@tradewise/shared';
import { sortFor, type DirectoryFilters, type DirectorySort } from './directory-api';
import { placeQuery } from './near-place';
import { filterFromText } from './trade-filter';

/** What the directory's fields hold: the trade or words, the place, the order chosen. */
export interface DirectoryInputs {
  text: string;
  place: string;
  sort?: DirectorySort;
}

const isTrade = (value: string | null): value is Trade => TRADES.includes(value as Trade);
const SORTS: readonly DirectorySort[] = ['distance', 'name', 'rating'];
/** A known order, or undefined (the default) for anything else. */
export const sortFrom = (value: string | null) => SORTS.find((sort) => sort === value);

/**
 * The fields as the address says (?trade= shown by its name, ?q=, ?near= or an older ?location=,
 * ?sort=distance|name|rating; anything else is the default order).
 */
export function inputsFromAddress(params: URLSearchParams, nameOf: (trade: Trade) => string): DirectoryInputs {
  const trade = params.get('trade');
  const sort = sortFrom(params.get('sort'));
  return {
    text: isTrade(trade) ? nameOf(trade) : (params.get('q') ?? ''),
    place: params.get('near') ?? params.get('location') ?? '',
    ...(sort ? { sort } : {}),
  };
}

/**
 * What the API is asked for these fields: the same for the page's loader (on the server) and the
 * page, so the results read with the page are the ones it shows. A search longer than the API
 * takes is not sent (the page says so beside the field).
 */
export function filtersFrom(
  { text, place, sort }: DirectoryInputs,
  nameOf: (trade: Trade) => string,
): DirectoryFilters {
  const searched = text.trim().length > LIMITS.directorySearchMax ? '' : text;
  const near = placeQuery(place) || undefined;
  const order = sortFor(sort, near);
  return { ...filterFromText(searched, nameOf), ...(near ? { near } : {}), ...(order ? { sort: order } : {}) };
}
