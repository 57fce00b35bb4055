import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../ui/status';
import type { PhotoViewerProps } from './photo-viewer';

const Viewer = lazy(() => import('./photo-viewer').then((module) => ({ default: module.PhotoViewer })));

/**
 * The photo viewer, fetched when a photo is first opened: a page that lists thumbnails (a profile's
 * portfolio, a job's photos) does not download the dialog and its controls before its first paint.
 * Meanwhile the page is dimmed and says it is loading, as for the home page's request dialog.
 */
export function LazyPhotoViewer(props: PhotoViewerProps) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Loading className="loading--overlay" label={t('common.loading')} />}>
      <Viewer {...props} />
    </Suspense>
  );
}
