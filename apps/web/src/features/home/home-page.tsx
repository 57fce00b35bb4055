import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BadgeCheck, MapPin, Scale } from 'lucide-react';
import { useSignedInRoles } from '../../lib/auth';

const POINTS = [
  { icon: BadgeCheck, title: 'home.pointApprovedTitle', body: 'home.pointApprovedBody' },
  { icon: MapPin, title: 'home.pointLocalTitle', body: 'home.pointLocalBody' },
  { icon: Scale, title: 'home.pointChoiceTitle', body: 'home.pointChoiceBody' },
] as const;

/** / : the hero and the two ways in. The public-site work adds search, categories and more. */
export default function HomePage() {
  const { t } = useTranslation();
  const clientSignedIn = useSignedInRoles().includes('client');
  return (
    <>
      <title>{`${t('brand.name')} – ${t('home.title')}`}</title>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <h1 className="hero__title" id="hero-title">
            {t('home.heroTitle')}
          </h1>
          <p className="hero__lead">{t('home.heroLead')}</p>
          <div className="button-row">
            {/* Posting a job needs a client account: signed-out visitors sign in first (spec). */}
            <Link className="button button--accent button--large" to={clientSignedIn ? '/post-job' : '/signin'}>
              {t('home.postJob')}
            </Link>
            <Link className="button button--on-dark button--large" to="/register">
              {t('home.joinAsTrade')}
            </Link>
          </div>
        </div>
      </section>
      <section className="container section" aria-labelledby="points-title">
        <h2 id="points-title" className="section__title">
          {t('home.pointsTitle', { brand: t('brand.name') })}
        </h2>
        <ul className="points">
          {POINTS.map(({ icon: Icon, title, body }) => (
            <li key={title} className="point">
              <span className="point__icon" aria-hidden="true">
                <Icon size={28} />
              </span>
              <h3 className="point__title">{t(title)}</h3>
              <p>{t(body)}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
