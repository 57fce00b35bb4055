import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@tradewise/shared';
import { JsonLd } from '../../app/seo/json-ld';
import { canonicalUrl } from '../../app/seo/addresses';
import { usePublicOrigin } from '../../app/seo/public-origin';
import { organizationData, websiteData } from '../../app/seo/structured-data';
import logoMark from '../../assets/logo-mark.svg';

/** The home page's structured data: the organisation (its name and logo) and the site. */
export function HomeStructuredData() {
  const { t, i18n } = useTranslation();
  const origin = usePublicOrigin();
  const { pathname } = useLocation();
  const brand = { name: t('brand.name'), origin, logo: logoMark };
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  return (
    <>
      <JsonLd data={organizationData(brand)} />
      <JsonLd data={websiteData(brand, canonicalUrl(origin, pathname, ''), language)} />
    </>
  );
}
