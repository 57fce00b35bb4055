import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CalendarClock, MapPin } from 'lucide-react';
import type { Visit } from '@tradewise/shared';
import { Badge } from '../../components/ui/badge';
import type { Tone } from '../../lib/job-format';
import { OutcomeButtons, PickTimes, ReasonForm } from './visit-actions';
import { slotText } from './visit-time';
import type { VisitRole } from './visits-api';
import './visits.css';

const TONES: Record<Visit['status'], Tone> = {
  proposed: 'info',
  booked: 'success',
  cancelled: 'neutral',
  replaced: 'neutral',
};

interface VisitCardProps {
  role: VisitRole;
  visit: Visit;
  /** Whether to link to the conversation (on the dashboards and the week view). */
  linkToConversation?: boolean;
}

/** One visit as its reader sees it, with what they may do now. */
export function VisitCard({ role, visit, linkToConversation = false }: VisitCardProps) {
  const { t, i18n } = useTranslation();
  const [mode, setMode] = useState<'cancel' | 'move' | 'reply' | null>(null);
  const label = (slot: { startsAt: string; endsAt: string }) => slotText(slot, i18n.language);
  const who = visit.counterpart.businessName ?? visit.counterpart.name;
  const address = [visit.address.street, visit.address.city, visit.address.postcode].filter(Boolean).join(', ');
  const close = () => setMode(null);

  return (
    <article className="visit-card" aria-label={t('visits.cardLabel', { name: who })}>
      <div className="visit-card__head">
        <CalendarClock size={20} aria-hidden="true" />
        <div className="visit-card__what">
          <p className="visit-card__title">
            {visit.startsAt && visit.endsAt
              ? label({ startsAt: visit.startsAt, endsAt: visit.endsAt })
              : t(visit.mine ? 'visits.waitingForThem' : 'visits.waitingForYou', { name: who })}
          </p>
          <p className="visit-card__who">{t('visits.with', { name: who, trade: t(`trades.${visit.job.workType}`) })}</p>
        </div>
        <Badge tone={TONES[visit.status]}>{t(`visits.status.${visit.status}`)}</Badge>
      </div>
      <p className="visit-card__address">
        <MapPin size={16} aria-hidden="true" />
        {address}
        {!visit.address.street && role === 'tradesperson' && visit.status === 'proposed' && (
          <span className="visit-card__note"> {t('visits.streetLater')}</span>
        )}
      </p>
      {visit.status === 'proposed' && visit.mine && (
        <ul className="visit-card__options">
          {visit.options.map((slot) => (
            <li key={slot.startsAt}>{label(slot)}</li>
          ))}
        </ul>
      )}
      {visit.moveReason && visit.status === 'booked' && (
        <p className="visit-card__note">{t('visits.movedBecause', { reason: visit.moveReason })}</p>
      )}
      {visit.cancelReason && (
        <p className="visit-card__note">
          {t(visit.cancelledBy === role ? 'visits.cancelledByYou' : 'visits.cancelledByThem', {
            reason: visit.cancelReason,
          })}
        </p>
      )}
      {visit.outcome && (
        <p className="visit-card__note">
          {t(role === 'client' ? 'visits.outcome.yourWord' : 'visits.outcome.theirWord', {
            outcome: t(`visits.outcome.${visit.outcome}`),
          })}
        </p>
      )}
      {visit.reply && <p className="visit-card__note">{t('visits.replyShown', { reply: visit.reply })}</p>}

      {visit.can.pick && <PickTimes role={role} visit={visit} onDone={close} label={label} />}
      {visit.can.recordOutcome && <OutcomeButtons role={role} visit={visit} onDone={close} />}
      {mode ? (
        <ReasonForm role={role} visit={visit} action={mode} onDone={close} />
      ) : (
        <div className="button-row">
          {visit.can.move && (
            <button type="button" className="button button--secondary" onClick={() => setMode('move')}>
              {t('visits.move')}
            </button>
          )}
          {visit.can.cancel && (
            <button type="button" className="button button--quiet" onClick={() => setMode('cancel')}>
              {t(visit.status === 'proposed' ? (visit.mine ? 'visits.withdraw' : 'visits.decline') : 'visits.cancel')}
            </button>
          )}
          {visit.can.reply && (
            <button type="button" className="button button--secondary" onClick={() => setMode('reply')}>
              {t('visits.reply')}
            </button>
          )}
          {linkToConversation && (
            <Link className="button button--quiet" to={`/messages?c=${visit.conversationId}`}>
              {t('visits.openConversation')}
            </Link>
          )}
        </div>
      )}
    </article>
  );
}
