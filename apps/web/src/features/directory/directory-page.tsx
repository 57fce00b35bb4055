import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SearchX } from 'lucide-react';
import { TRADES, type Trade } from '@tradewise/shared';
import { Alert } from '../../components/ui/alert';
import { EmptyState, Loading } from '../../components/ui/status';
import { errorText } from '../../lib/error-text';
import { useDirectory, type DirectoryFilters } from './directory-api';
import { NearestResults } from './nearest-results';
import { RequestNextStep } from './request-next-step';
import { filterFromText, isLocation } from './trade-filter';
import { TradespersonCard } from './tradesperson-card';
import './directory.css';

const DEBOUNCE_MS = 300;

const isTrade = (value: string | null): value is Trade => TRADES.includes(value as Trade);
/** ?sort=rating puts the best rated first; anything else is the default order, by name. */
const sortFrom = (value: string | null): DirectoryFilters['sort'] => (value === 'rating' ? 'rating' : undefined);

/** Shows a value once the visitor has stopped typing for a moment. */
function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

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
 * filter, case-insensitive substring of the trade) and by location (postcode area or district),
 * a page at a time, by name or best rated first. The filters and the order live in the address
 * (?trade=, ?q=, ?location=, ?sort=rating), so the request form's redirect and the home page's
 * town links land on a filtered list.
 */
export default function DirectoryPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { state: arrivedWith } = useLocation();
  const nameOf = useMemo(() => (trade: Trade) => t(`trades.${trade}`), [t]);

  const initialTrade = params.get('trade');
  const [text, setText] = useState(() => (isTrade(initialTrade) ? nameOf(initialTrade) : (params.get('q') ?? '')));
  const [location, setLocation] = useState(() => params.get('location') ?? '');
  const [sort, setSort] = useState<DirectoryFilters['sort']>(() => sortFrom(params.get('sort')));
  const settledText = useDebounced(text, DEBOUNCE_MS);
  const settledLocation = useDebounced(location, DEBOUNCE_MS);
  const locationValid = isLocation(settledLocation);

  const filters: DirectoryFilters = useMemo(() => {
    const fromText = filterFromText(settledText, nameOf);
    return {
      ...fromText,
      location: locationValid ? settledLocation.trim().toUpperCase() || undefined : undefined,
      ...(sort ? { sort } : {}),
    };
  }, [settledText, settledLocation, locationValid, nameOf, sort]);

  // The address follows the filters (replacing the entry: typing is not navigation, and what the
  // page was opened with, such as a request's next step, stays for a reload)...
  const written = useRef(params.toString());
  const arrival = useRef(arrivedWith);
  useEffect(() => {
    const next = new URLSearchParams();
    if (filters.trade) next.set('trade', filters.trade);
    if (filters.q) next.set('q', filters.q);
    if (filters.location) next.set('location', filters.location);
    if (filters.sort) next.set('sort', filters.sort);
    written.current = next.toString();
    setParams(next, { replace: true, state: arrival.current });
  }, [filters, setParams]);

  // ...and the filters follow the address when a link changes it (a town link, Back).
  useEffect(() => {
    if (params.toString() === written.current) return;
    written.current = params.toString();
    const trade = params.get('trade');
    setText(isTrade(trade) ? nameOf(trade) : (params.get('q') ?? ''));
    setLocation(params.get('location') ?? '');
    setSort(sortFrom(params.get('sort')));
  }, [params, nameOf]);

  // A trade shown by name follows the language: "Plumber" becomes "Plombier".
  const language = i18n.resolvedLanguage;
  const shownLanguage = useRef(language);
  useEffect(() => {
    if (shownLanguage.current === language) return;
    shownLanguage.current = language;
    if (filters.trade) setText(nameOf(filters.trade));
  }, [language, filters.trade, nameOf]);

  const directory = useDirectory(filters);
  const people = directory.data?.pages.flatMap((page) => page.items) ?? [];
  const total = directory.data?.pages[0]?.total ?? null;
  const filtered = Boolean(filters.q || filters.trade || filters.location);
  const clear = () => {
    setText('');
    setLocation('');
  };

  return (
    <div className="container page directory">
      <title>{`${t('directoryPage.title')} – ${t('brand.name')}`}</title>
      <div className="page-heading">
        <div>
          <h1 className="page-heading__title">{t('directoryPage.title')}</h1>
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
        <div className="field">
          <label className="field__label" htmlFor="directory-trade">
            {t('directoryPage.tradeFilter')}
          </label>
          <div className="field__hint" id="directory-trade-hint">
            {t('directoryPage.tradeFilterHint')}
          </div>
          <input
            id="directory-trade"
            className="input"
            type="search"
            autoComplete="off"
            value={text}
            aria-describedby="directory-trade-hint"
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className={locationValid ? 'field' : 'field field--error'}>
          <label className="field__label" htmlFor="directory-location">
            {t('directoryPage.locationFilter')}
          </label>
          <div className="field__hint" id="directory-location-hint">
            {t('directoryPage.locationFilterHint')}
          </div>
          {!locationValid && (
            <p className="field__error" id="directory-location-error">
              <span className="visually-hidden">{t('common.errorPrefix')} </span>
              {t('directory.locationInvalid')}
            </p>
          )}
          <input
            id="directory-location"
            className="input input--width-10"
            type="search"
            autoComplete="postal-code"
            autoCapitalize="characters"
            spellCheck={false}
            value={location}
            aria-invalid={locationValid ? undefined : true}
            aria-describedby={
              locationValid ? 'directory-location-hint' : 'directory-location-hint directory-location-error'
            }
            onChange={(event) => setLocation(event.target.value)}
          />
        </div>
        <div className="field directory-filters__sort">
          <label className="field__label" htmlFor="directory-sort">
            {t('directoryPage.sortLabel')}
          </label>
          <select
            id="directory-sort"
            className="select"
            value={sort ?? 'name'}
            onChange={(event) => setSort(sortFrom(event.target.value))}
          >
            <option value="name">{t('directoryPage.sortName')}</option>
            <option value="rating">{t('directoryPage.sortRating')}</option>
          </select>
        </div>
        {(text || location) && (
          <button type="button" className="button button--quiet directory-filters__clear" onClick={clear}>
            {t('directoryPage.clear')}
          </button>
        )}
      </form>

      <p className="directory__count" role="status">
        {directory.isSuccess &&
          (total !== null
            ? t('directoryPage.count', { count: total })
            : t('directoryPage.shown', { count: people.length }))}
      </p>

      {directory.isPending ? (
        <>
          <Loading label={t('directoryPage.loading')} />
          <Placeholders />
        </>
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
          <ul className="listing-grid" aria-busy={directory.isFetching || undefined}>
            {people.map((person) => (
              <TradespersonCard key={person._id} person={person} />
            ))}
          </ul>
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
