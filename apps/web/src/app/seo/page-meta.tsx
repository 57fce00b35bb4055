import { useTranslation } from 'react-i18next';
import { absoluteUrl } from './addresses';
import { usePublicOrigin } from './public-origin';
import shareCard from '../../assets/share-card.jpg';

/** The share card's locale per language (Open Graph writes them language_TERRITORY). */
const OG_LOCALES: Record<string, string> = { en: 'en_GB', fr: 'fr_FR', es: 'es_ES' };

interface PageMetaProps {
  /** The page's title, the brand added after it ("Find tradespeople – Tradewise"). */
  title: string;
  /** The whole title as given, without the brand added (the home page's starts with it). */
  exactTitle?: boolean;
  /** What search results and share cards say of the page; the brand's description by default. */
  description?: string;
  /** The share card's picture (a profile's portrait); the brand's card by default. */
  image?: string;
}

/**
 * A page's title, description and share card (Open Graph: og:title, og:description, og:image), in
 * the page's language. React places them in the document's head wherever the page renders them.
 */
export function PageMeta({ title, exactTitle = false, description, image }: PageMetaProps) {
  const { t, i18n } = useTranslation();
  const origin = usePublicOrigin();
  const brand = t('brand.name');
  const full = exactTitle ? title : `${title} – ${brand}`;
  const text = description ?? t('brand.description', { brand });
  return (
    <>
      <title>{full}</title>
      <meta name="description" content={text} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={brand} />
      <meta property="og:locale" content={OG_LOCALES[i18n.resolvedLanguage ?? 'en'] ?? 'en_GB'} />
      <meta property="og:title" content={full} />
      <meta property="og:description" content={text} />
      <meta property="og:image" content={absoluteUrl(origin, image ?? shareCard)} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
