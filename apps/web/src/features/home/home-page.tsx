import { Suspense, lazy, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/ui/dialog';
import { Loading } from '../../components/ui/status';
import { loadAllCatalogues } from '../../lib/i18n';
import { HeroSearch } from './hero-search';
import { ActionCards, AboutSection, AppPromo, LocalSection, TradesSignup, TrustPoints } from './home-sections';
import { TopRated } from './top-rated';
import { TrendingCarousel } from './trending-carousel';
import type { RequestStart } from './request-form';
import './home.css';

// The form, its validation rules and their messages (the catalogues beyond the core ones) are
// fetched when the visitor reaches for them, not with the page.
const loadRequestForm = () => Promise.all([import('./request-form'), loadAllCatalogues()]).then(([module]) => module);
const RequestForm = lazy(loadRequestForm);
const warmRequestForm = () => void loadRequestForm();

/** / : hero with the request form, trending categories, top-rated professionals, and more. */
export default function HomePage() {
  const { t } = useTranslation();
  const [request, setRequest] = useState<RequestStart | null>(null);
  const close = useCallback(() => setRequest(null), []);

  return (
    <>
      <title>{`${t('brand.name')} – ${t('home.title')}`}</title>
      <HeroSearch onOpen={setRequest} onWarm={warmRequestForm} />
      <div className="container section">
        <TrendingCarousel onPick={(trade) => setRequest({ service: '', location: '', trade })} />
      </div>
      <TrustPoints />
      <TopRated />
      <ActionCards onQuote={() => setRequest({ service: '', location: '' })} />
      <AboutSection />
      <LocalSection />
      <TradesSignup />
      <AppPromo />
      {request && (
        <Dialog title={t('home.requestTitle')} closeLabel={t('home.requestClose')} onClose={close}>
          <Suspense fallback={<Loading label={t('common.loading')} />}>
            <RequestForm start={request} />
          </Suspense>
        </Dialog>
      )}
    </>
  );
}
