import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import type { Variation } from '@tradewise/shared';
import { Badge } from '../../components/ui/badge';
import { errorText } from '../../lib/error-text';
import { useJobFormat, type Tone } from '../../lib/job-format';
import { useAnswerVariation, type AgreementRole } from './agreement-api';

const TONES: Record<Variation['status'], Tone> = { proposed: 'warning', accepted: 'success', declined: 'neutral' };

/**
 * A proposed change: what, by how much, why, who asked, and (for the other side) accept or decline.
 * One still waiting when the job ended (the agreement is no longer `open`) never will be answered.
 */
export function VariationItem({
  role,
  jobId,
  you,
  open,
  variation,
}: {
  role: AgreementRole;
  jobId: string;
  you: AgreementRole;
  open: boolean;
  variation: Variation;
}) {
  const { t } = useTranslation();
  const format = useJobFormat();
  const answer = useAnswerVariation(role, jobId);
  const change = variation.priceChangePence;
  const signed = `${change >= 0 ? '+' : '−'}${format.price(Math.abs(change) / 100)}`;
  const by =
    variation.proposedBy === you
      ? t('agreements.page.proposedByYou')
      : t(
          variation.proposedBy === 'client'
            ? 'agreements.page.proposedByClient'
            : 'agreements.page.proposedByTradesperson',
        );
  const send = (choice: 'accept' | 'decline') =>
    answer.mutate(
      { id: variation._id, answer: choice },
      {
        onSuccess: (agreement) =>
          toast.success(
            choice === 'accept'
              ? t('agreements.page.accepted', { version: agreement.currentVersion })
              : t('agreements.page.declined'),
          ),
        onError: (error) => toast.error(errorText(t, error, { fallback: t('errors.CONFLICT') })),
      },
    );
  const headingId = `variation-${variation._id}`;
  const unanswered = variation.status === 'proposed' && !open;
  return (
    <li className="variation" aria-labelledby={headingId}>
      <div className="variation__head">
        <h3 id={headingId} className="variation__title">
          {variation.description}
        </h3>
        <Badge tone={unanswered ? 'neutral' : TONES[variation.status]}>
          {unanswered
            ? t('agreements.page.status_unanswered')
            : t(`agreements.page.status_${variation.status}`, { version: variation.version })}
        </Badge>
      </div>
      <p className="variation__change">
        {t('agreements.variation.priceChange')}: <strong>{signed}</strong>
      </p>
      <p>
        {t('agreements.variation.reason')}: {variation.reason}
      </p>
      <p className="agreement__meta">
        {by} · {format.date(variation.createdAt)}
      </p>
      {variation.canAnswer && (
        <div className="variation__actions">
          <button
            type="button"
            className="button button--primary button--block-phone"
            disabled={answer.isPending}
            aria-describedby={headingId}
            onClick={() => send('accept')}
          >
            {t('agreements.page.accept')}
          </button>
          <button
            type="button"
            className="button button--secondary button--block-phone"
            disabled={answer.isPending}
            aria-describedby={headingId}
            onClick={() => send('decline')}
          >
            {t('agreements.page.decline')}
          </button>
        </div>
      )}
    </li>
  );
}
