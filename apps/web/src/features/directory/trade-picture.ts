import type { Trade } from '@tradewise/shared';

/** The bundled pictures, as URLs: each is fetched only when its card comes into view. */
const PICTURES = import.meta.glob<string>('../../assets/trades/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
});

const byName = new Map(
  Object.entries(PICTURES).map(([path, url]) => [
    path
      .replace(/^.*\//, '')
      .replace(/\.svg$/, '')
      .replace(/_/g, ' '),
    url,
  ]),
);

/**
 * The picture of a trade (spec: chosen from the trade, underscores to spaces, lower case), or the
 * default picture for a trade it does not know.
 */
export function tradePicture(trade: Trade | string): string {
  return byName.get(trade.replace(/_/g, ' ').toLowerCase()) ?? byName.get('default')!;
}
