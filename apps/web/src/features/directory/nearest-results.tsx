import { useId } from 'react';
import { Link } from '../../components/local-link';
import { useTranslation } from 'react-i18next';
import { SearchX } from 'lucide-react';
import type { Trade } from '@tradewise/shared';
import { Alert } from '../../components/ui/alert';
import { EmptyState, Loading } from '../../components/ui/status';
import { errorText } from '../../lib/error-text';
import { useNearest, type DirectoryFilters } from './directory-api';
import { placeName } from './near-place';
import { TradespersonCard } from './tradesperson-card';

interface NearestResultsProps {
  /** The filters that found nobody, a trade among them. */
  filters: DirectoryFilters & { trade: Trade };
  onClear: () => void;
}

/**
 * Nobody of the chosen trade covers the place asked for (or anywhere): says so in the trade's own
 * name, then shows the nearest useful list under its own heading (the other tradespeople covering
 * that place, nearest first with their distances, else every approved tradesperson), each card
 * with its real trade: never passed off as the trade asked for.
 */
export function NearestResults({ filters, onClear }: NearestResultsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const nearest = useNearest(filters, true);
  const { query } = nearest;
  const trade = t(`trades.${filters.trade}`);
  const found = query.data?.items ?? [];
  const wider = new URLSearchParams(nearest.filters as Record<string, string>);

  return (
    <>
      <EmptyState
        level={2}
        icon={SearchX}
        title={
          filters.near
            ? t('directoryPage.noTradeHere', { trade, place: placeName(filters.near) })
            : t('directoryPage.noTrade', { trade })
        }
        action={
          <button type="button" className="button button--secondary" onClick={onClear}>
            {t('directoryPage.clear')}
          </button>
        }
      >
        <p>{found.length > 0 ? t('directoryPage.noTradeHelp') : t('directoryPage.emptyFilteredHelp')}</p>
      </EmptyState>
      {query.isPending ? (
        <Loading label={t('directoryPage.loading')} />
      ) : query.isError ? (
        <Alert tone="error" live="alert" title={t('directoryPage.failed')}>
          <p>{errorText(t, query.error, { fallback: t('directoryPage.failedHelp') })}</p>
          <button type="button" className="button button--secondary" onClick={nearest.refetch}>
            {t('common.retry')}
          </button>
        </Alert>
      ) : found.length > 0 ? (
        <section className="directory-nearest" aria-labelledby={headingId}>
          <h2 id={headingId} className="directory-nearest__title">
            {nearest.filters.near
              ? t('directoryPage.nearestArea', { place: placeName(nearest.filters.near) })
              : t('directoryPage.nearestAll')}
          </h2>
          <ul className="listing-grid">
            {found.map((person) => (
              <TradespersonCard key={person._id} person={person} headingLevel={3} />
            ))}
          </ul>
          {query.data && query.data.total !== null && query.data.total > found.length && (
            <p className="directory__more">
              <Link className="button button--secondary" to={`/directory?${wider}`}>
                {t('directoryPage.nearestMore', { count: query.data.total })}
              </Link>
            </p>
          )}
        </section>
      ) : null}
    </>
  );
}
