import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import type { OwnTradeProfile } from '@tradewise/shared';
import { Alert } from '../../components/ui/alert';
import { errorText } from '../../lib/error-text';
import { PictureInput } from './picture-input';
import { useRemovePortrait, useUploadPortrait } from './trade-profile-api';

/** The portrait or logo: one picture, replaced by the next upload. */
export function PortraitSection({ profile }: { profile: OwnTradeProfile }) {
  const { t } = useTranslation();
  const upload = useUploadPortrait();
  const remove = useRemovePortrait();
  const failed = upload.error ?? remove.error;
  return (
    <section className="section-card" aria-labelledby="profile-portrait-title">
      <h2 id="profile-portrait-title" className="section-card__title">
        {t('tradeProfile.editor.portrait')}
      </h2>
      <p className="section-card__lead">{t('tradeProfile.editor.portraitHint')}</p>
      <div className="portrait-editor">
        {profile.portrait ? (
          <img
            className="portrait-editor__image"
            src={profile.portrait.thumbnailUrl}
            width={profile.portrait.width}
            height={profile.portrait.height}
            alt={t('tradeProfile.editor.portraitAlt')}
          />
        ) : (
          <p className="portrait-editor__none">{t('tradeProfile.editor.portraitNone')}</p>
        )}
        <div className="portrait-editor__actions">
          <PictureInput
            label={t(profile.portrait ? 'tradeProfile.editor.replacePortrait' : 'tradeProfile.editor.choosePortrait')}
            busy={upload.isPending}
            busyLabel={t('tradeProfile.editor.uploading')}
            onFiles={([file]) => file && upload.mutate(file)}
          />
          {profile.portrait && (
            <button
              type="button"
              className="button button--secondary"
              disabled={remove.isPending}
              onClick={() => remove.mutate(undefined)}
            >
              <Trash2 size={18} aria-hidden="true" />
              {t('tradeProfile.editor.removePortrait')}
            </button>
          )}
        </div>
      </div>
      {failed && (
        <Alert tone="error" live="alert">
          <p>{errorText(t, failed, { fallback: t('tradeProfile.editor.uploadFailed') })}</p>
        </Alert>
      )}
    </section>
  );
}
