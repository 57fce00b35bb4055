import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TRADES } from '@tradewise/shared';
import { Loading } from '../../components/ui/status';
import { loadAllCatalogues } from '../../lib/i18n';
import { useStats } from './home-api';
import { HeroSearch } from './hero-search';
import { ActionCards, AboutSection, AppPromo, LocalSection, TradesSignup, TrustPoints } from './home-sections';
import { TopRated } from './top-rated';
import { TrendingCarousel } from './trending-carousel';
import type { RequestStart } from './request-draft';
import './home.css';
import { usePreparedNumberFormat } from '../../lib/format-locale';
import type { PageHandle } from '../../app/page-handle';
import { PageMeta } from '../../app/seo/page-meta';
import { HomeStructuredData } from './home-structured-data';

// The form, its validation rules and their messages (the catalogues beyond the core ones) are
// fetched when the visitor reaches for them, not with the page.
const loadRequestForm = () => Promise.all([import('./request-form'), loadAllCatalogues()]).then(([module]) => module);
const RequestDialog = lazy(() => loadRequestForm().then((module) => ({ default: module.RequestDialog })));
const warmRequestForm = () => void loadRequestForm();

/** / : hero with the request form, trending categories, top-rated professionals, and more. */
export default function HomePage() {
  const { t, i18n } = useTranslation();
  const [request, setRequest] = useState<RequestStart | null>(null);
  const close = useCallback(() => setRequest(null), []);
  // "Request a quote" on a profile links to /?request=<trade>, on a trade-and-place page to
  // /?request=<trade>&location=<place>: the form opens with that trade (and place) filled in
  // (after the first render, so the page hydrates as the server sent it).
  const [params, setParams] = useSearchParams();
  const asked = params.get('request');
  const askedPlace = params.get('location') ?? '';
  useEffect(() => {
    if (!asked) return;
    const trade = TRADES.find((known) => known === asked);
    if (trade) setRequest({ service: '', location: askedPlace.slice(0, 60), trade });
    setParams(
      (current) => {
        current.delete('request');
        current.delete('location');
        return current;
      },
      { replace: true },
    );
  }, [asked, askedPlace, setParams]);
  // Before the figures' query: the format's task comes before the one rendering the figures.
  usePreparedNumberFormat(i18n.resolvedLanguage);
  // One request for the live figures behind the hero's line, the top-rated section and the claims.
  const stats = useStats();

  return (
    <>
      <PageMeta title={`${t('brand.name')} – ${t('home.title')}`} exactTitle />
      <HomeStructuredData />
      <HeroSearch onOpen={setRequest} onWarm={warmRequestForm} stats={stats.data} />
      <div className="container section">
        <TrendingCarousel stats={stats} onPick={(trade) => setRequest({ service: '', location: '', trade })} />
      </div>
      <TrustPoints />
      <TopRated stats={stats} />
      <ActionCards onQuote={() => setRequest({ service: '', location: '' })} />
      <AboutSection stats={stats.data} />
      <LocalSection />
      <TradesSignup />
      <AppPromo />
      {request && (
        <Suspense fallback={<Loading className="loading--overlay" label={t('common.loading')} />}>
          <RequestDialog start={request} onClose={close} />
        </Suspense>
      )}
    </>
  );
}

export const handle: PageHandle = { i18n: ['home'] };

export { loader } from './home-api';
export { arrivalOnly as shouldRevalidate } from '../../app/arrival-only';
