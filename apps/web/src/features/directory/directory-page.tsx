import { useEffect, useMemo, useRef, useState } from 'react';
import { useLoaderData, useLocation, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { Link } from '../../components/local-link';
import { useTranslation } from 'react-i18next';
import { MapPinOff, SearchX } from 'lucide-react';
import { LIMITS, type Listing, type Trade } from '@tradewise/shared';
import { Alert } from '../../components/ui/alert';
import { EmptyState, Loading } from '../../components/ui/status';
import { ApiError } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import { useDebounced } from '../../lib/use-debounced';
import {
  directoryKey,
  nearestKey,
  useDirectory,
  widerFilters,
  type DirectoryFilters,
  type DirectoryPage as ResultsPage,
} from './directory-api';
import { filtersFrom, inputsFromAddress, sortFrom } from './directory-filters';
import { directoryPagePath } from './directory-path';
import { directoryHeading, MAX_PLACE_LENGTH, placeName } from './near-place';
import { NearestResults } from './nearest-results';
import { RequestNextStep } from './request-next-step';
import { TradespersonList } from './tradesperson-card';
import { usePreparedNumberFormat } from '../../lib/format-locale';
import './directory.css';
import type { PageHandle } from '../../app/page-handle';
import { WithServerQueries, apiGet, firstPage, serverQueries } from '../../app/server-data';
import { serverI18n } from '../../lib/i18n-server';
import { LiveControls } from '../../lib/hydrated';
import { PageMeta } from '../../app/seo/page-meta';

const DEBOUNCE_MS = 300;
/** A place is looked up once typing stops for a little longer: "Lee" on the way to "Leeds" is not asked about. */
const PLACE_DEBOUNCE_MS = 600;

/** The API's answer to a place it does not know: a 400 on the field `near` (unknown, or too long). */
const isUnknownPlace = (error: unknown) =>
  error instanceof ApiError && error.status === 400 && error.details.some(({ field }) => field === 'near');

function Placeholders() {
  return (
    <ul className="listing-grid" aria-hidden="true">
      {Array.from({ length: 6 }, (_, index) => (
        <li key={index} className="listing listing--placeholder" />
      ))}
    </ul>
  );
}

/**
 * /directory and /find-tradespeople: approved tradespeople, filtered on the server by trade (text
 * filter, case-insensitive substring of the trade) and by place (a postcode, outward code or town:
 * those whose coverage reaches it, each with its distance), a page at a time, nearest first, by
 * name or best rated first. The filters and the order live in the address (?trade=, ?q=, ?near=,
 * ?sort=), so the request form's redirect lands on "Plumbers near M3"; an older ?location= address
 * is read as ?near=.
 */
function DirectoryPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { state: arrivedWith } = useLocation();
  const nameOf = useMemo(() => (trade: Trade) => t(`trades.${trade}`), [t]);

  const [opened] = useState(() => inputsFromAddress(params, nameOf));
  const [text, setText] = useState(opened.text);
  const [place, setPlace] = useState(opened.place);
  const [sort, setSort] = useState(opened.sort);
  const settledText = useDebounced(text, DEBOUNCE_MS);
  const settledPlace = useDebounced(place, PLACE_DEBOUNCE_MS);

  // A search longer than the API takes is said beside the field at once, and not sent.
  const tooLong = text.trim().length > LIMITS.directorySearchMax;
  const filters: DirectoryFilters = useMemo(
    () => filtersFrom({ text: settledText, place: settledPlace, sort }, nameOf),
    [settledText, settledPlace, nameOf, sort],
  );

  // The address follows the filters (replacing the entry: typing is not navigation, and what the
  // page was opened with, such as a request's next step, stays for a reload)...
  const written = useRef(params.toString());
  const arrival = useRef(arrivedWith);
  useEffect(() => {
    const next = new URLSearchParams();
    if (filters.trade) next.set('trade', filters.trade);
    if (filters.q) next.set('q', filters.q);
    if (filters.near) next.set('near', filters.near);
    if (filters.sort) next.set('sort', filters.sort);
    const query = next.toString();
    // Not when it says so already (the page as opened): a navigation renders every link again.
    if (query === written.current) return;
    written.current = query;
    setParams(next, { replace: true, state: arrival.current });
  }, [filters, setParams]);

  // ...and the filters follow the address when a link changes it (a town link, Back).
  useEffect(() => {
    if (params.toString() === written.current) return;
    written.current = params.toString();
    const inputs = inputsFromAddress(params, nameOf);
    setText(inputs.text);
    setPlace(inputs.place);
    setSort(inputs.sort);
  }, [params, nameOf]);

  // A trade shown by name follows the language: "Plumber" becomes "Plombier".
  const language = i18n.resolvedLanguage;
  const shownLanguage = useRef(language);
  useEffect(() => {
    if (shownLanguage.current === language) return;
    shownLanguage.current = language;
    if (filters.trade) setText(nameOf(filters.trade));
  }, [language, filters.trade, nameOf]);

  // Before the query: the format's task comes before the one rendering the first ratings.
  usePreparedNumberFormat(language);
  const directory = useDirectory(filters);
  const unknownPlace = directory.isError && isUnknownPlace(directory.error) ? filters.near : undefined;
  const people = unknownPlace ? [] : (directory.data?.pages.flatMap((page) => page.items) ?? []);
  const total = directory.data?.pages[0]?.total ?? null;
  const filtered = Boolean(filters.q || filters.trade || filters.near);
  const clear = () => {
    setText('');
    setPlace('');
  };
  const heading = directoryHeading(t, unknownPlace ? {} : filters);

  return (
    <div className="container page directory">
      <PageMeta title={heading} description={t('directoryPage.lead')} />
      <div className="page-heading">
        <div>
          <h1 className="page-heading__title">{heading}</h1>
          <p className="page-heading__lead">{t('directoryPage.lead')}</p>
        </div>
      </div>

      <RequestNextStep />

      <form
        className="directory-filters"
        role="search"
        aria-label={t('directoryPage.filtersLabel')}
        onSubmit={(event) => event.preventDefault()}
      >
        <LiveControls>
          <div className={tooLong ? 'field field--error' : 'field'}>
            <label className="field__label" htmlFor="directory-trade">
              {t('directoryPage.tradeFilter')}
            </label>
            <div className="field__hint" id="directory-trade-hint">
              {t('directoryPage.tradeFilterHint')}
            </div>
            {tooLong && (
              <p className="field__error" id="directory-trade-error">
                <span className="visually-hidden">{t('common.errorPrefix')} </span>
                {t('directory.searchTooLong')}
              </p>
            )}
            <input
              id="directory-trade"
              className="input"
              type="search"
              autoComplete="off"
              value={text}
              aria-invalid={tooLong ? true : undefined}
              aria-describedby={tooLong ? 'directory-trade-hint directory-trade-error' : 'directory-trade-hint'}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
          <div className={unknownPlace ? 'field field--error' : 'field'}>
            <label className="field__label" htmlFor="directory-near">
              {t('directoryPage.nearFilter')}
            </label>
            <div className="field__hint" id="directory-near-hint">
              {t('directoryPage.nearFilterHint')}
            </div>
            {unknownPlace && (
              <p className="field__error" id="directory-near-error">
                <span className="visually-hidden">{t('common.errorPrefix')} </span>
                {t('directory.nearUnknown')}
              </p>
            )}
            <input
              id="directory-near"
              className="input"
              type="search"
              autoComplete="postal-code"
              spellCheck={false}
              maxLength={MAX_PLACE_LENGTH}
              placeholder={t('directoryPage.nearPlaceholder')}
              value={place}
              aria-invalid={unknownPlace ? true : undefined}
              aria-describedby={unknownPlace ? 'directory-near-hint directory-near-error' : 'directory-near-hint'}
              onChange={(event) => setPlace(event.target.value)}
            />
          </div>
          <div className="field directory-filters__sort">
            <label className="field__label" htmlFor="directory-sort">
              {t('directoryPage.sortLabel')}
            </label>
            <select
              id="directory-sort"
              className="select"
              value={filters.sort ?? (filters.near ? 'distance' : 'name')}
              onChange={(event) => setSort(sortFrom(event.target.value))}
            >
              {filters.near && <option value="distance">{t('directoryPage.sortDistance')}</option>}
              <option value="name">{t('directoryPage.sortName')}</option>
              <option value="rating">{t('directoryPage.sortRating')}</option>
            </select>
          </div>
          {(text || place) && (
            <button type="button" className="button button--quiet directory-filters__clear" onClick={clear}>
              {t('directoryPage.clear')}
            </button>
          )}
        </LiveControls>
      </form>

      <p className="directory__count" role="status">
        {directory.isSuccess &&
          !tooLong &&
          (total !== null
            ? t('directoryPage.count', { count: total })
            : t('directoryPage.shown', { count: people.length }))}
      </p>

      {tooLong ? null : directory.isPending ? (
        <>
          <Loading label={t('directoryPage.loading')} />
          <Placeholders />
        </>
      ) : unknownPlace ? (
        <EmptyState
          level={2}
          icon={MapPinOff}
          title={t('directoryPage.nearUnknownTitle', { place: placeName(unknownPlace) })}
          action={
            <button type="button" className="button button--secondary" onClick={() => setPlace('')}>
              {t('directoryPage.clearPlace')}
            </button>
          }
        >
          <p>{t('directoryPage.nearUnknownHelp')}</p>
        </EmptyState>
      ) : directory.isError && people.length === 0 ? (
        <Alert tone="error" live="alert" title={t('directoryPage.failed')}>
          <p>{errorText(t, directory.error, { fallback: t('directoryPage.failedHelp') })}</p>
          <button type="button" className="button button--secondary" onClick={() => void directory.refetch()}>
            {t('common.retry')}
          </button>
        </Alert>
      ) : people.length === 0 && filters.trade ? (
        <NearestResults filters={{ ...filters, trade: filters.trade }} onClear={clear} />
      ) : people.length === 0 ? (
        <EmptyState
          level={2}
          icon={SearchX}
          title={filtered ? t('directoryPage.emptyFiltered') : t('directoryPage.empty')}
          action={
            filtered ? (
              <button type="button" className="button button--secondary" onClick={clear}>
                {t('directoryPage.clear')}
              </button>
            ) : (
              <Link className="button button--primary" to="/register">
                {t('directoryPage.joinCta')}
              </Link>
            )
          }
        >
          <p>{filtered ? t('directoryPage.emptyFilteredHelp') : t('directoryPage.emptyHelp')}</p>
        </EmptyState>
      ) : (
        <>
          <TradespersonList people={people} busy={directory.isFetching} />
          {directory.isFetchNextPageError && (
            <Alert tone="error" live="alert" title={t('directoryPage.moreFailed')}>
              <p>{errorText(t, directory.error, { fallback: t('directoryPage.failedHelp') })}</p>
            </Alert>
          )}
          {directory.hasNextPage && (
            <div className="directory__more">
              <button
                type="button"
                className="button button--secondary"
                disabled={directory.isFetchingNextPage}
                onClick={() => void directory.fetchNextPage()}
              >
                {directory.isFetchingNextPage && <span className="spinner spinner--small" aria-hidden="true" />}
                {directory.isFetchingNextPage
                  ? t('directoryPage.loadingMore')
                  : directory.isFetchNextPageError
                    ? t('common.retry')
                    : t('directoryPage.loadMore')}
              </button>
            </div>
          )}
        </>
      )}
    </div>
  );
}

export const handle: PageHandle = { i18n: ['directory', 'public', 'reviews', 'trade-profile'] };

/**
 * The first page of results for the search in the address, read on the server with the page; when
 * nobody of the trade is found, the nearest wider list that has anyone (NearestResults) as well.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { t } = serverI18n(context.language);
  const nameOf = (trade: Trade) => t(`trades.${trade}`);
  const filters = filtersFrom(inputsFromAddress(new URL(request.url).searchParams, nameOf), nameOf);
  const queries = await serverQueries(async (put) => {
    const read = async (wanted: DirectoryFilters) => {
      const page = await apiGet<Listing[]>(context, directoryPagePath(wanted, 1));
      return page && { items: page.body, page: 1, total: page.total };
    };
    const found = await read(filters);
    if (!found) return;
    put(directoryKey(filters), firstPage<ResultsPage>(found));
    if (found.items.length > 0 || !filters.trade) return;
    for (const wider of widerFilters(filters)) {
      const nearest = await read(wider);
      if (!nearest) return;
      put(nearestKey(wider), nearest);
      if (nearest.items.length > 0) return;
    }
  });
  return { queries };
}

export default function DirectoryRoute() {
  const { queries } = useLoaderData<typeof loader>();
  return (
    <WithServerQueries state={queries}>
      <DirectoryPage />
    </WithServerQueries>
  );
}

export { arrivalOnly as shouldRevalidate } from '../../app/arrival-only';
