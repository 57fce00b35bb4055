import { useTranslation } from 'react-i18next';
import { Loading } from '../../components/ui/status';

/**
 * For a page that depends on who is signed in in this browser (the token in local storage) or on
 * a link's token: the server sends its frame with this placeholder, and the page renders in the
 * browser. Re-exported by such route modules (`export { clientLoader, HydrateFallback } from ...`).
 */
export async function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  const { t } = useTranslation();
  // The document has a title before the page's own replaces it (an untitled page is an accessibility fault).
  return (
    <>
      <title>{t('brand.name')}</title>
      <Loading className="container page" label={t('common.pageLoading')} />
    </>
  );
}
