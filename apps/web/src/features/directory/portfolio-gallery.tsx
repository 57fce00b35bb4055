import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { PortfolioPhoto } from '@tradewise/shared';
import { Dialog } from '../../components/ui/dialog';

/**
 * A tradesperson's past work: thumbnails (lazy, sized) that open a lightbox. In the lightbox the
 * arrow keys move between photos, Escape closes it and focus goes back to the thumbnail it was
 * opened from (the Dialog returns it).
 */
export function PortfolioGallery({ photos, name }: { photos: PortfolioPhoto[]; name: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <ul className="portfolio-grid">
        {photos.map((photo, index) => (
          <li key={photo._id} className="portfolio-grid__item">
            <button
              type="button"
              className="portfolio-grid__open"
              onClick={() => setOpen(index)}
              aria-label={`${t('tradeProfile.public.openPhoto', { n: index + 1 })}${photo.caption ? `: ${photo.caption}` : ''}`}
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
        <Lightbox photos={photos} index={open} onMove={setOpen} onClose={() => setOpen(null)} name={name} />
      )}
    </>
  );
}

interface LightboxProps {
  photos: PortfolioPhoto[];
  index: number;
  name: string;
  onMove: (index: number) => void;
  onClose: () => void;
}

function Lightbox({ photos, index, name, onMove, onClose }: LightboxProps) {
  const { t } = useTranslation();
  const photo = photos[index]!;
  const count = photos.length;
  const step = (by: number) => onMove((index + by + count) % count);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') onMove((index + 1) % count);
      if (event.key === 'ArrowLeft') onMove((index - 1 + count) % count);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [index, count, onMove]);

  return (
    <Dialog
      title={t('tradeProfile.public.photoOf', { n: index + 1, total: count })}
      subtitle={name}
      closeLabel={t('tradeProfile.public.close')}
      onClose={onClose}
    >
      <figure className="lightbox">
        <img
          className="lightbox__image"
          src={photo.url}
          width={photo.width}
          height={photo.height}
          alt={photo.caption}
        />
        {photo.caption && <figcaption className="lightbox__caption">{photo.caption}</figcaption>}
      </figure>
      <p className="lightbox__hint">{t('tradeProfile.public.lightboxHint')}</p>
      {count > 1 && (
        <div className="lightbox__nav">
          <button type="button" className="button button--secondary" onClick={() => step(-1)}>
            <ChevronLeft size={20} aria-hidden="true" />
            {t('tradeProfile.public.previous')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => step(1)}>
            {t('tradeProfile.public.next')}
            <ChevronRight size={20} aria-hidden="true" />
          </button>
        </div>
      )}
    </Dialog>
  );
}
