import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import { TRADE_PROFILE_LIMITS, type OwnTradeProfile, type PortfolioPhoto } from '@tradewise/shared';
import { Alert } from '../../components/ui/alert';
import { TextField } from '../../components/ui/text-field';
import { errorText } from '../../lib/error-text';
import { PictureInput } from './picture-input';
import { useAddPhoto, useRemovePhoto, useSetCaption } from './trade-profile-api';

const MAX = TRADE_PROFILE_LIMITS.portfolioMax;

/** Up to 24 photos of past work, each with a caption that can be changed; added one after another. */
export function PortfolioSection({ profile }: { profile: OwnTradeProfile }) {
  const { t } = useTranslation();
  const add = useAddPhoto();
  const [adding, setAdding] = useState(false);
  const room = MAX - profile.portfolio.length;

  const addAll = async (files: File[]) => {
    setAdding(true);
    try {
      // One at a time, so the server's count of 24 is met in order; the rest is not sent after a refusal.
      for (const file of files.slice(0, room)) await add.mutateAsync(file);
    } catch {
      // add.error says why.
    } finally {
      setAdding(false);
    }
  };

  return (
    <section className="section-card" aria-labelledby="profile-portfolio-title">
      <h2 id="profile-portfolio-title" className="section-card__title">
        {t('tradeProfile.editor.portfolio')}
      </h2>
      <p className="section-card__lead">{t('tradeProfile.editor.portfolioHint', { count: MAX })}</p>
      <p className="portfolio-editor__count">
        {t('tradeProfile.editor.portfolioCount', { count: profile.portfolio.length, max: MAX })}
      </p>
      {room > 0 ? (
        <PictureInput
          label={t('tradeProfile.editor.addPhotos')}
          busy={adding}
          busyLabel={t('tradeProfile.editor.uploading')}
          multiple
          onFiles={(files) => void addAll(files)}
        />
      ) : (
        <Alert tone="info">
          <p>{t('tradeProfile.editor.portfolioFull', { count: MAX })}</p>
        </Alert>
      )}
      {add.isError && (
        <Alert tone="error" live="alert">
          <p>{errorText(t, add.error, { fallback: t('tradeProfile.editor.uploadFailed') })}</p>
        </Alert>
      )}
      {profile.portfolio.length > 0 && (
        <ul className="portfolio-editor">
          {profile.portfolio.map((photo, index) => (
            <PortfolioItem key={photo._id} photo={photo} index={index} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PortfolioItem({ photo, index }: { photo: PortfolioPhoto; index: number }) {
  const { t } = useTranslation();
  const [caption, setCaption] = useState(photo.caption);
  const save = useSetCaption();
  const remove = useRemovePhoto();
  const id = `portfolio-caption-${photo._id}`;
  const tooLong = caption.length > TRADE_PROFILE_LIMITS.captionMax;
  const failed = save.error ?? remove.error;
  return (
    <li className="portfolio-editor__item">
      <img
        className="portfolio-editor__image"
        src={photo.thumbnailUrl}
        width={photo.width}
        height={photo.height}
        loading="lazy"
        alt={t('tradeProfile.editor.photoAlt', { n: index + 1 })}
      />
      <form
        className="portfolio-editor__caption"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!tooLong) save.mutate({ id: photo._id, caption });
        }}
      >
        <TextField
          id={id}
          label={t('tradeProfile.editor.caption', { n: index + 1 })}
          value={caption}
          error={tooLong ? t('tradeProfile.validation.captionTooLong') : undefined}
          onChange={(event) => setCaption(event.target.value)}
        />
        <div className="portfolio-editor__buttons">
          <button
            type="submit"
            className="button button--secondary"
            disabled={save.isPending || caption === photo.caption}
          >
            {t('tradeProfile.editor.saveCaption')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={remove.isPending}
            onClick={() => remove.mutate(photo._id)}
          >
            <Trash2 size={18} aria-hidden="true" />
            {t('tradeProfile.editor.deletePhoto', { n: index + 1 })}
          </button>
        </div>
        {save.isSuccess && caption === photo.caption && (
          <p className="portfolio-editor__saved" role="status">
            {t('tradeProfile.editor.captionSaved')}
          </p>
        )}
        {failed && (
          <p className="field__error" role="alert">
            {errorText(t, failed, { fallback: t('tradeProfile.editor.uploadFailed') })}
          </p>
        )}
      </form>
    </li>
  );
}
