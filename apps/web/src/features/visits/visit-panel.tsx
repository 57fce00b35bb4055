import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarPlus } from 'lucide-react';
import { ProposeForm } from './propose-form';
import { VisitCard } from './visit-card';
import { useConversationVisits, type VisitRole } from './visits-api';

interface VisitPanelProps {
  role: VisitRole;
  conversationId: string;
  /** Whether the conversation still takes messages (and so new visits). */
  open: boolean;
}

/** A conversation's visits, and proposing one while it is open. */
export function VisitPanel({ role, conversationId, open }: VisitPanelProps) {
  const { t } = useTranslation();
  const visits = useConversationVisits(role, conversationId);
  const [proposing, setProposing] = useState(false);
  const shown = (visits.data ?? []).filter((visit) => visit.status !== 'cancelled' || visit.can.recordOutcome);
  const waiting = shown.some((visit) => visit.status === 'proposed');
  const titleId = `visits-${conversationId}`;

  return (
    <section className="visit-panel" aria-labelledby={titleId}>
      <div className="visit-panel__head">
        <h3 id={titleId} className="visit-panel__title">
          {t('visits.title')}
        </h3>
        {open && !proposing && (
          <button type="button" className="button button--secondary" onClick={() => setProposing(true)}>
            <CalendarPlus size={16} aria-hidden="true" />
            {t(waiting ? 'visits.proposeOthers' : 'visits.propose.open')}
          </button>
        )}
      </div>
      {proposing && <ProposeForm role={role} conversationId={conversationId} onDone={() => setProposing(false)} />}
      {shown.map((visit) => (
        <VisitCard key={visit._id} role={role} visit={visit} />
      ))}
    </section>
  );
}
