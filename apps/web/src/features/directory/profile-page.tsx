import { data, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { Link } from '../../components/local-link';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, BadgeCheck, Briefcase, CalendarDays, Hammer, MapPin, UserRound } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import { Loading } from '../../components/ui/status';
import { ApiError } from '../../lib/api';
import { useSignedInRoles } from '../../lib/auth';
import { errorText } from '../../lib/error-text';
import { dateFormat } from '../../lib/format-locale';
import { StarRating } from '../../components/reviews/star-rating';
import { BadgeChips } from '../../components/credentials/credential-badges';
import { profilePath, profileQuery, useProfile } from './directory-api';
import { publicReviewsKey, publicReviewsPath } from '../../lib/reviews-api';
import { WithServerQueries, apiGet, firstPage, serverQueries } from '../../app/server-data';
import { PortfolioGallery } from './portfolio-gallery';
import { ProfileCredentials } from './profile-credentials';
import { ProfileReliability } from '../../components/reliability/profile-reliability';
import { ProfileReviews } from './profile-reviews';
import { tradePicture } from './trade-picture';
import './directory.css';
import './trade-profile.css';
import type { PageHandle } from '../../app/page-handle';
import type { FullProfile, ProfileImage, ReviewPage } from '@tradewise/shared';
import type { TFunction } from 'i18next';
import { PageMeta } from '../../app/seo/page-meta';
import { formatScore } from '../../components/reviews/format';
import { ProfileStructuredData } from './profile-structured-data';

/** What search results and share cards say of a profile: its trade and town, and its rating if it has one. */
function shareDescription(t: TFunction, person: FullProfile, language: string | undefined) {
  const label = t(`trades.${person.trade}`);
  // "Plumber" mid-sentence is "plumber"; "HVAC technician" keeps its capitals.
  const trade = /^\p{Lu}\p{Ll}/u.test(label) ? label.charAt(0).toLocaleLowerCase(language) + label.slice(1) : label;
  const words = { name: person.businessName, trade, city: person.city, brand: t('brand.name') };
  const { average, count } = person.rating;
  return count > 0 && average !== null
    ? t('profilePage.shareDescriptionRated', { ...words, count, average: formatScore(average, language) })
    : t('profilePage.shareDescription', words);
}

/**
 * The portrait's thumbnail beside the full picture: a phone shows it at most 240 px high (one column,
 * trade-profile.css), where the 400 px thumbnail of a square portrait is sharp enough on a screen of
 * up to 1.67 device pixels per CSS pixel (denser screens take the full picture); a wider screen
 * shows it in a column of about 480 px.
 */
function portraitSources({ url, thumbnailUrl, width, height, thumbnailWidth }: ProfileImage) {
  if (thumbnailWidth >= width || height <= 0) return {};
  return {
    srcSet: `${thumbnailUrl} ${thumbnailWidth}w, ${url} ${width}w`,
    sizes: `(max-width: 899px) ${Math.ceil((240 * width) / height)}px, 480px`,
  };
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link className="back-link" to="/directory">
      <ArrowLeft size={18} aria-hidden="true" />
      {t('profilePage.back')}
    </Link>
  );
}

/**
 * The month and year the tradesperson joined, in a component of its own: a page's first date
 * format costs 20 to 40 ms (the browser loads the language's date data), which is then a step of
 * React's hydration by itself instead of lengthening the step rendering the whole profile.
 */
function MemberSince({ iso }: { iso: string }) {
  const { i18n } = useTranslation();
  return dateFormat(i18n.resolvedLanguage, { month: 'long', year: 'numeric' }).format(new Date(iso));
}

/**
 * The profile that cannot be shown: an unknown tradesperson (without `failure`, as the page's loader
 * found; or the API's 404 or 400 when the browser asked), or the API failing, with a retry.
 */
function ProfileUnavailable({ failure, retry }: { failure?: Error; retry?: () => void }) {
  const { t } = useTranslation();
  const missing =
    failure === undefined || (failure instanceof ApiError && (failure.status === 404 || failure.status === 400));
  return (
    <div className="container page page--narrow">
      <PageMeta title={t(missing ? 'profilePage.notFoundTitle' : 'profilePage.failed')} />
      {!missing && <meta name="robots" content="noindex" />}
      <BackLink />
      {missing ? (
        <>
          <h1>{t('profilePage.notFoundTitle')}</h1>
          <p>{t('profilePage.notFoundBody')}</p>
          <Link className="button button--primary" to="/directory">
            {t('profilePage.browse')}
          </Link>
        </>
      ) : (
        <Alert tone="error" live="alert" title={t('profilePage.failed')}>
          <p>{errorText(t, failure, { fallback: t('directoryPage.failedHelp') })}</p>
          <button type="button" className="button button--secondary" onClick={retry}>
            {t('common.retry')}
          </button>
        </Alert>
      )}
    </div>
  );
}

/**
 * /tradespeople/:id: an approved tradesperson's public profile (GET /api/tradespeople/:id): portrait,
 * about, checked credentials, portfolio, areas covered, and their rating and reviews (#reviews).
 * `known` is false when the page's loader found no such tradesperson: the page says so as sent.
 */
function ProfilePage({ known }: { known: boolean }) {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const profile = useProfile(id, known);
  const clientSignedIn = useSignedInRoles().includes('client');

  if (!known) return <ProfileUnavailable />;
  if (profile.isPending) {
    return <Loading className="container page" label={t('profilePage.loading')} />;
  }
  if (profile.isError) {
    return <ProfileUnavailable failure={profile.error} retry={() => void profile.refetch()} />;
  }

  const person = profile.data;
  const trade = t(`trades.${person.trade}`);
  return (
    <div className="container page profile">
      <PageMeta
        title={person.businessName}
        description={shareDescription(t, person, i18n.resolvedLanguage)}
        image={person.portrait?.url}
      />
      <ProfileStructuredData person={person} />
      <BackLink />
      <div className="profile__card">
        {/* The page's largest paint: asked for first, not behind the page's scripts. */}
        {person.portrait ? (
          <img
            className="profile__picture profile__picture--portrait"
            src={person.portrait.url}
            {...portraitSources(person.portrait)}
            width={person.portrait.width}
            height={person.portrait.height}
            alt={t('tradeProfile.public.portraitAlt', { name: person.businessName })}
            fetchPriority="high"
          />
        ) : (
          <img
            className="profile__picture"
            src={tradePicture(person.trade)}
            width={320}
            height={180}
            alt=""
            fetchPriority="high"
          />
        )}
        <div className="profile__main">
          <p className="listing__trade">{trade}</p>
          <h1 className="profile__title">{person.businessName}</h1>
          <p className="profile__approved">
            <BadgeCheck size={20} aria-hidden="true" />
            {t('profilePage.approved', { brand: t('brand.name') })}
          </p>
          <BadgeChips badges={person.badges} />
          <p className="profile__rating">
            {person.rating.count > 0 && person.rating.average !== null ? (
              <>
                <StarRating value={person.rating.average} count={person.rating.count} size={20} />
                <a href="#reviews">{t('profilePage.readReviews')}</a>
              </>
            ) : (
              <span className="profile__no-rating">{t('reviews.rating.none')}</span>
            )}
          </p>
          <dl className="profile__facts">
            <div>
              <dt>
                <UserRound size={18} aria-hidden="true" />
                {t('profilePage.owner')}
              </dt>
              <dd>{person.name}</dd>
            </div>
            <div>
              <dt>
                <MapPin size={18} aria-hidden="true" />
                {t('profilePage.basedIn')}
              </dt>
              <dd>{person.city}</dd>
            </div>
            <div>
              <dt>
                <CalendarDays size={18} aria-hidden="true" />
                {t('profilePage.memberSince')}
              </dt>
              <dd>
                <MemberSince iso={person.memberSince} />
              </dd>
            </div>
            <div>
              <dt>
                <Briefcase size={18} aria-hidden="true" />
                {t('profilePage.jobsWon')}
              </dt>
              <dd>{t('profilePage.jobsWonValue', { count: person.jobsWon })}</dd>
            </div>
            {person.yearsTrading !== null && (
              <div>
                <dt>
                  <Hammer size={18} aria-hidden="true" />
                  {t('tradeProfile.public.yearsTrading')}
                </dt>
                <dd>{t('tradeProfile.public.yearsTradingValue', { count: person.yearsTrading })}</dd>
              </div>
            )}
          </dl>
          <h2 className="profile__subtitle">{t('profilePage.areas')}</h2>
          <ul className="area-chips">
            {person.coverage.map((area) => (
              <li key={area}>{area}</li>
            ))}
          </ul>
          {/* Asks this tradesperson: the job form with the invitation (signing in first if need be). */}
          <Link className="button button--accent profile__quote" to={`/post-job?invite=${person._id}`}>
            {t('tradeProfile.public.requestQuote')}
          </Link>
        </div>
      </div>
      <section className="profile-section" aria-labelledby="profile-about">
        <h2 id="profile-about" className="profile-section__title">
          {t('tradeProfile.public.about', { name: person.businessName })}
        </h2>
        {person.about ? (
          <p className="profile-section__about">{person.about}</p>
        ) : (
          <p className="profile-section__empty">{t('tradeProfile.public.noAbout', { name: person.businessName })}</p>
        )}
      </section>
      <ProfileCredentials person={person} />
      <ProfileReliability figures={person.reliability} />
      {person.portfolio.length > 0 && (
        <section className="profile-section" aria-labelledby="profile-portfolio">
          <h2 id="profile-portfolio" className="profile-section__title">
            {t('tradeProfile.public.portfolio')}
          </h2>
          <PortfolioGallery photos={person.portfolio} />
        </section>
      )}
      <div className="profile__cta">
        {/* One sentence per trade: the article and the noun's form differ by trade and language. */}
        <h2 className="profile__subtitle">{t(`profilePage.needTrade.${person.trade}`)}</h2>
        <p>{t('profilePage.ctaBody')}</p>
        <Link className="button button--accent" to={clientSignedIn ? '/post-job' : '/signin'}>
          {t('profilePage.postJob')}
        </Link>
      </div>
      <ProfileReviews person={person} />
    </div>
  );
}

export const handle: PageHandle = {
  i18n: ['directory', 'public', 'reviews', 'jobs', 'trade-profile', 'accounts', 'job-photos'],
  // An unknown tradesperson's page is not indexed (nor named canonical).
  noindex: (data) => (data as { missing?: boolean } | undefined)?.missing === true,
};

/**
 * The profile and its first page of reviews, read on the server with the page; an unknown
 * tradesperson's page (the API's 404 or 400) answers 404.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  let missing = false;
  const queries = await serverQueries(async (put) => {
    const [profile, reviews] = await Promise.all([
      context.api(profilePath(id)),
      apiGet<ReviewPage>(context, publicReviewsPath(id, 1)),
    ]);
    missing = profile.status === 404 || profile.status === 400;
    if (profile.status === 200) put(profileQuery(id).queryKey, profile.body);
    if (reviews) put(publicReviewsKey(id), firstPage(reviews.body));
  });
  return data({ queries, missing }, { status: missing ? 404 : 200 });
}

export default function ProfileRoute() {
  const { queries, missing } = useLoaderData<typeof loader>();
  return (
    <WithServerQueries state={queries}>
      <ProfilePage known={!missing} />
    </WithServerQueries>
  );
}
