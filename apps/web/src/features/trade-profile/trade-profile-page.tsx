import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from 'lucide-react';
import { TRADES } from '@tradewise/shared';
import { InsuranceNotice } from '../../components/credentials/insurance-notice';
import { Alert } from '../../components/ui/alert';
import { Loading } from '../../components/ui/status';
import { useMe } from '../../lib/me';
import { PortfolioSection } from './portfolio-section';
import { PortraitSection } from './portrait-section';
import { ProfileForm } from './profile-form';
import { ReliabilitySection } from './reliability-section';
import { useOwnProfile } from './trade-profile-api';
import './trade-profile.css';

/** /account/profile: the tradesperson edits what clients see on their public profile. */
export default function TradeProfilePage() {
  const { t } = useTranslation();
  const me = useMe('tradesperson');
  const profile = useOwnProfile();
  const title = t('tradeProfile.editor.title');
  const trade = TRADES.find((known) => known === me.data?.trade);

  if (profile.isPending || me.isPending)
    return <Loading className="container page" label={t('tradeProfile.editor.loading')} />;
  if (profile.isError || me.isError || !trade) {
    return (
      <div className="container page page--narrow">
        <Alert tone="error" title={t('tradeProfile.editor.loadFailed')} live="alert">
          <button type="button" className="button button--secondary" onClick={() => void profile.refetch()}>
            {t('common.retry')}
          </button>
        </Alert>
      </div>
    );
  }

  const approved = me.data.status === 'approved';
  return (
    <div className="container page">
      <title>{`${title} – ${t('brand.name')}`}</title>
      <div className="page-heading">
        <div>
          <h1 className="page-heading__title">{title}</h1>
          <p className="page-heading__lead">{t('tradeProfile.editor.lead')}</p>
          {approved ? (
            <Link to={`/tradespeople/${me.data.id}`}>
              {t('tradeProfile.editor.viewPublic')}
              <ExternalLink size={16} aria-hidden="true" />
            </Link>
          ) : (
            <p>{t('tradeProfile.editor.pendingNote')}</p>
          )}
        </div>
      </div>
      <InsuranceNotice status={me.data.status} linkToProfile={false} />
      <div className="editor-sections">
        <section className="section-card" aria-labelledby="profile-words-title">
          <h2 id="profile-words-title" className="section-card__title">
            {t('tradeProfile.editor.words')}
          </h2>
          <ProfileForm profile={profile.data} trade={trade} />
        </section>
        <PortraitSection profile={profile.data} />
        <PortfolioSection profile={profile.data} />
        <ReliabilitySection />
      </div>
    </div>
  );
}
