import { Suspense, lazy } from 'react';
import type { PhotoViewerProps } from './photo-viewer';

const Viewer = lazy(() => import('./photo-viewer').then((module) => ({ default: module.PhotoViewer })));

/**
 * The photo viewer, fetched when a photo is first opened: a page that lists thumbnails (a profile's
 * portfolio, a job's photos) does not download the dialog and its controls before its first paint.
 */
export function LazyPhotoViewer(props: PhotoViewerProps) {
  return (
    <Suspense fallback={null}>
      <Viewer {...props} />
    </Suspense>
  );
}
