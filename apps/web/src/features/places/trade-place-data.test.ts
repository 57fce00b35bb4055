import { describe, expect, it } from 'vitest';
import { breadcrumbData, listData } from './trade-place-data';

describe('the structured data of a trade-and-place page', () => {
  it('lists the page’s breadcrumb and its tradespeople in order, as JSON-LD that parses', () => {
    const crumbs = breadcrumbData([
      { name: 'Home', url: 'https://t.example/' },
      { name: 'Plumbers near Leeds', url: 'https://t.example/plumbers/leeds' },
    ]);
    const list = listData('Plumbers near Leeds', [{ name: 'Leeds Pipes', url: 'https://t.example/tradespeople/1' }]);
    const parsed = JSON.parse(JSON.stringify([crumbs, list])) as [typeof crumbs, typeof list];
    expect(parsed[0]).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home' },
        { position: 2, item: 'https://t.example/plumbers/leeds' },
      ],
    });
    expect(parsed[1]).toMatchObject({
      '@type': 'ItemList',
      numberOfItems: 1,
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Leeds Pipes', url: 'https://t.example/tradespeople/1' },
      ],
    });
  });
});
