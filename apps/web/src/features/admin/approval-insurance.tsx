import { useTranslation } from 'react-i18next';
import { AlertTriangle, ShieldCheck } from 'lucide-react';
import { insuranceCovers, insuranceStanding, type AdminTradesperson } from '@tradewise/shared';
import { useCalendarDate } from '../../components/credentials/credential-badges';
import { cx } from '../../components/ui/cx';

/**
 * The insurance a card's approval rests on (the listing rule): before approving, what the checked
 * insurance is, or why the account cannot be approved yet; on an approved card, why it is hidden.
 * `id` is what the Approve button is described by.
 */
export function ApprovalInsurance({ person, id }: { person: AdminTradesperson; id: string }) {
  const { t } = useTranslation();
  const day = useCalendarDate();
  const insurance = person.credentials.find((credential) => credential.kind === 'insurance');
  const standing = insuranceStanding(insurance, new Date());
  const ready = insuranceCovers(standing);
  if (person.status === 'approved' && ready) return null;
  const values = { insurer: insurance?.insurer ?? '', date: insurance?.expiresOn ? day(insurance.expiresOn) : '' };
  const key = ready
    ? 'ready'
    : person.status === 'approved'
      ? `hidden${standing.charAt(0).toUpperCase()}${standing.slice(1)}`
      : standing;
  const Icon = ready ? ShieldCheck : AlertTriangle;
  return (
    <p
      id={id}
      className={cx('callout approval-insurance', ready ? 'approval-insurance--ready' : 'approval-insurance--blocked')}
    >
      <Icon size={18} aria-hidden="true" />
      <span>{t(`adminTrades.insurance.${key}`, values)}</span>
    </p>
  );
}
