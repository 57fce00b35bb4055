import { Link, data } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageMeta } from './seo/page-meta';

/** An unknown path answers 404: the frame's error boundary shows this page (route-error-page.tsx). */
export function loader(): never {
  throw data(null, { status: 404 });
}

/** Unknown paths (and pages not built yet). */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="container page page--narrow">
      <PageMeta title={t('notFound.title')} />
      <p className="page__eyebrow">404</p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <p>{t('notFound.help')}</p>
      <Link className="button button--primary" to="/">
        {t('notFound.home')}
      </Link>
    </div>
  );
}
