import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AlertTriangle } from 'lucide-react';
import NotFoundPage from './not-found-page';

interface RouteErrorPageProps {
  /** True when the layout itself failed: the screen then stands on its own. */
  standalone?: boolean;
}

/** The router's error boundary: 'Unexpected Application Error!' with a way out. */
export function RouteErrorPage({ standalone = false }: RouteErrorPageProps) {
  const { t } = useTranslation();
  const error = useRouteError();

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  const detail =
    error instanceof Error
      ? error.message
      : isRouteErrorResponse(error)
        ? `${error.status} ${error.statusText}`
        : String(error);

  const content = (
    <div className="container page page--narrow error-page">
      <title>{`${t('errorPage.title')} – ${t('brand.name')}`}</title>
      <AlertTriangle className="error-page__icon" size={40} aria-hidden="true" />
      <h1>{t('errorPage.title')}</h1>
      <p>{t('errorPage.body')}</p>
      <div className="button-row">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('errorPage.reload')}
        </button>
        {/* A full load, not a router link: the router may be what failed. */}
        <a className="button button--secondary" href="/">
          {t('errorPage.home')}
        </a>
      </div>
      {detail && (
        <details className="error-page__details">
          <summary>{t('errorPage.details')}</summary>
          <pre>{detail}</pre>
        </details>
      )}
    </div>
  );

  return standalone ? (
    <main id="main" className="main">
      {content}
    </main>
  ) : (
    content
  );
}
