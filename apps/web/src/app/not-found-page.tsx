import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../components/ui/document-title';

/** Unknown paths (and pages not built yet). */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="container page page--narrow">
      <DocumentTitle>{`${t('notFound.title')} – ${t('brand.name')}`}</DocumentTitle>
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
