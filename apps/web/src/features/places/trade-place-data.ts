import type { BreadcrumbList, ItemList, WithContext } from 'schema-dts';

/** A link of the page's breadcrumb, or an item of its list: a name and an absolute address. */
export interface Named {
  name: string;
  url: string;
}

/** BreadcrumbList: the page's breadcrumb as it shows (home, the directory, this page). */
export const breadcrumbData = (crumbs: Named[]): WithContext<BreadcrumbList> => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: crumbs.map((crumb, at) => ({
    '@type': 'ListItem',
    position: at + 1,
    name: crumb.name,
    item: crumb.url,
  })),
});

/** ItemList: the tradespeople the page lists, in its order, each by name and profile address. */
export const listData = (name: string, people: Named[]): WithContext<ItemList> => ({
  '@context': 'https://schema.org',
  '@type': 'ItemList',
  name,
  numberOfItems: people.length,
  itemListElement: people.map((person, at) => ({
    '@type': 'ListItem',
    position: at + 1,
    name: person.name,
    url: person.url,
  })),
});
