import { data, redirect, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ClipboardList, MapPin, Navigation } from 'lucide-react';
import { localizedPath, pathLanguage, tradePlacePath, type PlaceTrade, type TradePlace } from '@tradewise/shared';
import { Link } from '../../components/local-link';
import { StarRating } from '../../components/reviews/star-rating';
import { BadgeChips } from '../../components/credentials/credential-badges';
import { formatMiles } from '../../lib/format-miles';
import { usePreparedNumberFormat } from '../../lib/format-locale';
import { PageMeta } from '../../app/seo/page-meta';
import { JsonLd } from '../../app/seo/json-ld';
import { absoluteUrl } from '../../app/seo/addresses';
import { usePublicOrigin } from '../../app/seo/public-origin';
import { breadcrumbData, listData } from './trade-place-data';
import type { PageHandle } from '../../app/page-handle';
import { tradePlaceApiPath, tradePlaceOf } from './trade-place-api';
import './trade-place.css';

type Place = TradePlace['place'];
type Person = TradePlace['people'][number];

/** How a place reads: "Leeds", "LS1, Leeds". */
const placeName = (t: TFunction, place: Place) =>
  place.kind === 'outcode' && place.town
    ? t('tradePlace.outcodeOf', { code: place.name, town: place.town })
    : place.name;

/**
 * "Plumbers near Leeds", "Plombiers près d’Oxford": the directory's headings (its catalogue), with
 * French's elision before a vowel as the directory writes it.
 */
function headingOf(t: TFunction, trade: PlaceTrade, place: string) {
  const elided = /^[aeiouyàâäéèêëîïôöùûü]/i.test(place) && !/\d/.test(place);
  const near = t('directoryPage.near', { place, context: elided ? 'elided' : undefined });
  return t(`directoryPage.tradeNear.${trade}`, { near });
}

/** "2.4 miles away", or "Based in this area" when the base is the place's own centre. */
function distanceText(t: TFunction, miles: number | null, language: string | undefined) {
  if (miles === null) return null;
  if (miles === 0) return t('tradePlace.distanceHere');
  return t('tradePlace.distance', { count: miles, distance: formatMiles(miles, language) });
}

function PersonCard({ person }: { person: Person }) {
  const { t, i18n } = useTranslation();
  const distance = distanceText(t, person.distanceMiles, i18n.resolvedLanguage);
  return (
    <li className="place-person">
      <h3 className="place-person__name">
        <Link to={`/tradespeople/${person._id}`}>{person.businessName}</Link>
      </h3>
      <p className="place-person__rating">
        {person.rating.count > 0 && person.rating.average !== null ? (
          <StarRating value={person.rating.average} count={person.rating.count} size={16} />
        ) : (
          <span className="place-person__none">{t('tradePlace.noReviews')}</span>
        )}
      </p>
      <BadgeChips badges={person.badges} />
      {distance && (
        <p className="place-person__distance">
          <Navigation size={16} aria-hidden="true" />
          {distance}
        </p>
      )}
      {person.quote && (
        <figure className="place-person__quote">
          <blockquote>
            <p>{person.quote.text}</p>
          </blockquote>
          <figcaption>{t('tradePlace.quoteLabel')}</figcaption>
        </figure>
      )}
    </li>
  );
}

/**
 * /plumbers/leeds, /fr/plombiers/ls1 (issue 40): the approved tradespeople of a trade who reach a
 * place, nearest first, rendered on the server from live data; jobs of the trade posted nearby;
 * links to nearby places and other trades; "Request a quote" with the trade and place filled in.
 * A place nobody reaches shows the nearest place someone does, and is not indexed.
 */
export default function TradePlacePage() {
  const { page } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  usePreparedNumberFormat(i18n.resolvedLanguage);
  const { trade, place, shown, covered, people, total, jobsNearby, nearby, related } = page;
  const name = placeName(t, place);
  const heading = headingOf(t, trade, place.name);
  const description = covered
    ? t('tradePlace.description', { heading, count: total, place: name })
    : t('tradePlace.descriptionThin', { heading, place: name });
  const request = `/?${new URLSearchParams({ request: trade, location: place.name })}`;
  const link = (other: PlaceTrade, slug: string) => tradePlacePath('en', other, slug);
  // The structured data names what the page shows, at the addresses of the page's language.
  const origin = usePublicOrigin();
  const language = pathLanguage(useLocation().pathname) ?? 'en';
  const at = (path: string) => absoluteUrl(origin, localizedPath(path, language));
  const crumbs = [
    { name: t('tradePlace.home'), url: at('/') },
    { name: t('tradePlace.directory'), url: at('/directory') },
    { name: heading, url: at(link(trade, place.slug)) },
  ];
  const listed = people.map((person) => ({ name: person.businessName, url: at(`/tradespeople/${person._id}`) }));

  return (
    <div className="container page trade-place">
      <PageMeta title={heading} description={description} />
      <JsonLd data={breadcrumbData(crumbs)} />
      {covered && listed.length > 0 && <JsonLd data={listData(heading, listed)} />}
      <nav aria-label={t('tradePlace.breadcrumb')} className="trade-place__crumbs">
        <ol>
          <li>
            <Link to="/">{t('tradePlace.home')}</Link>
          </li>
          <li>
            <Link to="/directory">{t('tradePlace.directory')}</Link>
          </li>
          <li aria-current="page">{heading}</li>
        </ol>
      </nav>
      <header className="trade-place__head">
        <h1>{heading}</h1>
        {covered && <p className="trade-place__lead">{t('tradePlace.count', { count: total, place: name })}</p>}
        {jobsNearby.count > 0 && (
          <p className="trade-place__jobs">
            <ClipboardList size={18} aria-hidden="true" />
            {t('tradePlace.jobsNearby', { ...jobsNearby, place: name })}
          </p>
        )}
        <div className="trade-place__request">
          <Link className="button button--primary" to={request}>
            {t('tradePlace.requestQuote')}
          </Link>
          <p>{t('tradePlace.requestHelp', { place: name })}</p>
        </div>
      </header>

      {!covered && (
        <section className="trade-place__thin" aria-labelledby="thin-title">
          <h2 id="thin-title">{t('tradePlace.thinTitle', { place: name })}</h2>
          <p>
            {shown
              ? t('tradePlace.thinNearest', {
                  count: shown.distanceMiles,
                  shown: placeName(t, shown),
                  distance: formatMiles(shown.distanceMiles, i18n.resolvedLanguage),
                })
              : t('tradePlace.thinNobody')}
          </p>
        </section>
      )}

      {people.length > 0 && (
        <section aria-labelledby="people-title">
          <h2 id="people-title" className="visually-hidden">
            {shown ? headingOf(t, trade, shown.name) : heading}
          </h2>
          <ul className="trade-place__people">
            {people.map((person) => (
              <PersonCard key={person._id} person={person} />
            ))}
          </ul>
          {total > people.length && (
            <p className="trade-place__more">
              {t('tradePlace.shownCount', { count: people.length, shown: people.length })}
            </p>
          )}
        </section>
      )}

      <div className="trade-place__links">
        {nearby.length > 0 && (
          <section aria-labelledby="nearby-title">
            <h2 id="nearby-title">{t('tradePlace.nearbyTitle')}</h2>
            <ul>
              {nearby.map((other) => (
                <li key={other.slug}>
                  <MapPin size={16} aria-hidden="true" />
                  <Link to={link(trade, other.slug)}>{headingOf(t, trade, placeName(t, other))}</Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        {related.length > 0 && (
          <section aria-labelledby="related-title">
            <h2 id="related-title">{t('tradePlace.relatedTitle', { place: name })}</h2>
            <ul>
              {related.map((other) => (
                <li key={other.trade}>
                  <Link to={link(other.trade, place.slug)}>
                    {t('tradePlace.relatedCount', { trade: t(`trades.${other.trade}`), count: other.count })}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}

export const handle: PageHandle = {
  i18n: ['places', 'directory', 'public', 'reviews', 'trade-profile'],
  // A place nobody reaches is not indexed (nor named canonical).
  noindex: (data) => (data as Awaited<ReturnType<typeof loader>> | undefined)?.page.covered === false,
};

/** The page's data from the API in the same process; an unknown trade or place is the 404 page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const asked = tradePlaceOf(new URL(request.url).pathname);
  if (!asked) throw data(null, { status: 404 });
  // One address per page: "/plumbers/Leeds" and "/plumbers/leeds/" are "/plumbers/leeds".
  const url = new URL(request.url);
  const parts = url.pathname.replace(/\/+$/, '').split('/');
  if (parts.pop() !== asked.place || url.pathname.endsWith('/')) {
    throw redirect(`${parts.join('/')}/${asked.place}${url.search}`, 301);
  }
  const answer = await context.api(tradePlaceApiPath(asked.trade, asked.place));
  if (answer.status !== 200) throw data(null, { status: answer.status === 400 ? 404 : answer.status });
  return { page: answer.body as TradePlace };
}
