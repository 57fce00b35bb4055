import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { unprefixedPath } from '@tradewise/shared';
import { Link } from '../../components/local-link';
import { useTranslation } from 'react-i18next';
import { ArrowRight } from 'lucide-react';
import { PAGE_ICONS } from './page-icons';
import { PAGES, pageBySlug, type ContentPageDef, type Slug } from './pages';
import './content.css';
import type { PageHandle } from '../../app/page-handle';
import { PageMeta } from '../../app/seo/page-meta';

function ContentPage({ page }: { page: ContentPageDef }) {
  const { t } = useTranslation();
  const brand = t('brand.name');
  const text = (name: string, slug: Slug = page.slug) => t(`content.${slug}.${name}`, { brand });
  const sections = useMemo(() => Array.from({ length: page.sections }, (_, index) => index + 1), [page.sections]);
  const Icon = PAGE_ICONS[page.slug];
  return (
    <article className="content-page">
      <PageMeta title={text('title')} description={text('lead')} />
      <header className="content-hero">
        <div className="container content-hero__inner">
          <span className="content-hero__icon" aria-hidden="true">
            <Icon size={32} />
          </span>
          <div>
            <h1 className="content-hero__title">{text('title')}</h1>
            <p className="content-hero__lead">{text('lead')}</p>
          </div>
        </div>
      </header>
      <div className="container content-page__body">
        <div className="content-page__text">
          {sections.map((number) => (
            <section key={number} className="content-section">
              <h2 className="content-section__title">{text(`s${number}Title`)}</h2>
              <p>{text(`s${number}Body`)}</p>
            </section>
          ))}
          {page.cta && (
            <p>
              <Link className="button button--accent button--large" to={page.cta}>
                {text('cta')}
              </Link>
            </p>
          )}
          <p className="content-page__contact">
            {t('content.questions')} <Link to="/contact-us">{t('footer.contactUs')}</Link>
          </p>
        </div>
        <aside className="content-page__aside" aria-labelledby="see-also">
          <h2 id="see-also" className="content-page__aside-title">
            {t('content.seeAlso')}
          </h2>
          <ul className="content-page__related">
            {page.related.map((slug) => (
              <li key={slug}>
                <Link to={pageBySlug(slug).path}>
                  <span>{text('title', slug)}</span>
                  <ArrowRight size={18} aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </article>
  );
}

/** The static page at this address (one route per page, src/routes.ts). */
export default function StaticPage() {
  const pathname = unprefixedPath(useLocation().pathname);
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const page = PAGES.find((candidate) => candidate.path.toLowerCase() === path.toLowerCase()) ?? PAGES[0]!;
  return <ContentPage page={page} />;
}

export const handle: PageHandle = { i18n: ['content', 'reviews'] };
