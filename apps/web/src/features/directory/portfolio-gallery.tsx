import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortfolioPhoto } from '@tradewise/shared';
import { LazyPhotoViewer } from '../../components/job-photos/lazy-photo-viewer';
import '../../components/job-photos/job-photos.css';

/**
 * A tradesperson's past work: thumbnails (lazy, sized) that open the app's photo viewer, where the
 * arrow keys move between photos, Escape closes it and focus goes back to the thumbnail.
 */
export function PortfolioGallery({ photos }: { photos: PortfolioPhoto[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const nameOf = (index: number) => {
    const caption = photos[index]?.caption;
    const values = { n: index + 1, total: photos.length, caption };
    return t(caption ? 'tradeProfile.public.photoOfCaption' : 'tradeProfile.public.photoOf', values);
  };
  return (
    <>
      <ul className="portfolio-grid">
        {photos.map((photo, index) => (
          <li key={photo._id} className="portfolio-grid__item">
            <button
              type="button"
              className="portfolio-grid__open"
              onClick={() => setOpen(index)}
              aria-label={t(photo.caption ? 'tradeProfile.public.openPhotoCaption' : 'tradeProfile.public.openPhoto', {
                n: index + 1,
                caption: photo.caption,
              })}
            >
              <img
                src={photo.thumbnailUrl}
                width={photo.width}
                height={photo.height}
                loading="lazy"
                decoding="async"
                alt=""
              />
            </button>
            {photo.caption && <p className="portfolio-grid__caption">{photo.caption}</p>}
          </li>
        ))}
      </ul>
      {open !== null && (
        <LazyPhotoViewer photos={photos} index={open} altOf={nameOf} onIndex={setOpen} onClose={() => setOpen(null)} />
      )}
    </>
  );
}
