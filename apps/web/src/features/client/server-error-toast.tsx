import { useTranslation } from 'react-i18next';
import { ToastMessage } from '../../components/ui/toast-message';

/** What went wrong on the dashboard, in two lines: the spec's words, then the reason. */
export function ServerErrorToast({ reason }: { reason: string }) {
  const { t } = useTranslation();
  return <ToastMessage title={t('clinetDashboard.serverError')} detail={reason} />;
}
