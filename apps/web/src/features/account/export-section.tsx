import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import { errorText } from '../../lib/error-text';
import { downloadAccountData, type OwnRole } from './account-api';
import { AccountSection } from './account-section';

/** "Download my data": everything held about the person, as one JSON file. */
export function ExportSection({ role }: { role: OwnRole }) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const download = async () => {
    setDownloading(true);
    setFailure(null);
    try {
      await downloadAccountData(role, t('account.export.fileName'));
    } catch (error) {
      setFailure(errorText(t, error, { fallback: t('account.export.failed') }));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <AccountSection id="export" title={t('account.export.title')} lead={t('account.export.lead')}>
      {failure && (
        <Alert tone="error" live="alert">
          <p>{failure}</p>
        </Alert>
      )}
      <button
        type="button"
        className="button button--secondary button--block-phone"
        onClick={() => void download()}
        disabled={downloading}
      >
        {downloading ? (
          <span className="spinner spinner--small" aria-hidden="true" />
        ) : (
          <Download size={18} aria-hidden="true" />
        )}
        {downloading ? t('account.export.downloading') : t('account.export.submit')}
      </button>
    </AccountSection>
  );
}
