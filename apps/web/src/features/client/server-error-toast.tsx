import { useTranslation } from 'react-i18next';

/** What went wrong on the dashboard, in two lines: the spec's words, then the reason. */
export function ServerErrorToast({ reason }: { reason: string }) {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('clinetDashboard.serverError')}</p>
      {reason && <p>{reason}</p>}
    </>
  );
}
