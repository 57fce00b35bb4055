import { useTranslation } from 'react-i18next';
import type { ConversationClosedReason } from '@tradewise/shared';
import { Alert } from '../../components/ui/alert';
import type { MessagingRole } from './keys';

/** Why a conversation no longer takes messages, worded for the reader's side; it can still be read. */
export function ClosedNotice({ role, reason }: { role: MessagingRole; reason: ConversationClosedReason }) {
  const { t } = useTranslation();
  return (
    <Alert tone="info" title={t('messaging.closed.title')} className="alert--compact">
      <p>{t(`messaging.closed.${role}.${reason}`)}</p>
    </Alert>
  );
}
