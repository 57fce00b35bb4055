import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { cx } from '../../components/ui/cx';
import { Loading } from '../../components/ui/status';
import { useDebounced } from '../../lib/use-debounced';
import { formatMiles } from '../../lib/format-miles';
import { townsText } from './distance';
import { useCoverageTowns } from './trades-api';

/** How long the radius rests before the towns it reaches are asked for. */
const SETTLE_MS = 350;

/**
 * What a radius means for this tradesperson: the miles from their base's outward code and the
 * towns that reach takes in (from the outward-code data, nearest first). When the base is unknown
 * it says so, and names no town.
 */
export function CoverageReach({ radiusMiles, live = false }: { radiusMiles: number; live?: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const settled = useDebounced(radiusMiles, SETTLE_MS);
  const towns = useCoverageTowns(settled);

  if (towns.isPending) return <Loading label={t('coverage.townsLoading')} />;
  if (towns.isError) {
    return (
      <Alert tone="error" title={t('coverage.townsFailed')}>
        <button type="button" className="button button--secondary" onClick={() => void towns.refetch()}>
          {t('common.retry')}
        </button>
      </Alert>
    );
  }
  const { base } = towns.data;
  if (base === null) {
    return (
      <Alert tone="warning" title={t('coverage.noBaseTitle')}>
        <p>{t('coverage.noBaseBody')}</p>
      </Alert>
    );
  }
  // The lead follows the radius at once; the towns of the previous radius stay, dimmed and
  // marked busy (nothing announced), until those of the new one arrive.
  const stale = towns.isPlaceholderData || settled !== radiusMiles;
  return (
    <div className="coverage-reach">
      <p>{t('coverage.radiusLead', { count: radiusMiles, miles: formatMiles(radiusMiles, language), base })}</p>
      <p
        className={cx('coverage-reach__towns', stale && 'coverage-reach__towns--stale')}
        aria-live={live ? 'polite' : undefined}
        aria-busy={stale || undefined}
      >
        {townsText(t, towns.data, language)}
      </p>
    </div>
  );
}
