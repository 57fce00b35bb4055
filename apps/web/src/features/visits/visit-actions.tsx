import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { VISIT_LIMITS, type Visit, type VisitTimeInput } from '@tradewise/shared';
import { errorText } from '../../lib/error-text';
import { LENGTHS, londonDate } from './visit-time';
import { useVisitAction, type VisitAction, type VisitRole } from './visits-api';

interface ActionProps {
  role: VisitRole;
  visit: Visit;
  onDone: () => void;
}

/** One call with its failure said in words. */
function useAction(role: VisitRole, visit: Visit, action: VisitAction) {
  const { t } = useTranslation();
  const mutation = useVisitAction(role, visit._id, action);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (body: object) => {
    setProblem(null);
    try {
      await mutation.mutateAsync(body);
      return true;
    } catch (error) {
      setProblem(errorText(t, error, { fallback: t('visits.failed') }));
      return false;
    }
  };
  return { run, problem, pending: mutation.isPending };
}

const Problem = ({ text }: { text: string | null }) =>
  text ? (
    <p className="field__error" role="alert">
      {text}
    </p>
  ) : null;

/** The other side's choice among the proposed times (a client agreeing to share the street). */
export function PickTimes({
  role,
  visit,
  onDone,
  label,
}: ActionProps & { label: (slot: Visit['options'][number]) => string }) {
  const { t } = useTranslation();
  const { run, problem, pending } = useAction(role, visit, 'pick');
  const [share, setShare] = useState(false);
  const needsConsent = role === 'client';
  const pick = async (option: number) => {
    if (await run({ option, ...(needsConsent ? { shareAddress: share } : {}) })) onDone();
  };
  return (
    <div className="visit-pick">
      {needsConsent && (
        <label className="visit-form__consent">
          <input type="checkbox" checked={share} onChange={(e) => setShare(e.target.checked)} />
          {t('visits.shareAddress')}
        </label>
      )}
      <ul className="visit-pick__list">
        {visit.options.map((slot, index) => (
          <li key={slot.startsAt}>
            <button
              type="button"
              className="button button--primary"
              disabled={pending}
              onClick={() => void pick(index)}
            >
              {t('visits.pick', { time: label(slot) })}
            </button>
          </li>
        ))}
      </ul>
      <Problem text={problem} />
    </div>
  );
}

/** Cancel or move with a reason; reply once to the client's word. */
export function ReasonForm({ role, visit, onDone, action }: ActionProps & { action: 'cancel' | 'move' | 'reply' }) {
  const { t } = useTranslation();
  const { run, problem, pending } = useAction(role, visit, action);
  const [text, setText] = useState('');
  const [time, setTime] = useState<VisitTimeInput>({
    date: londonDate(new Date(Date.now() + 86_400_000)),
    start: '09:00',
    minutes: 60,
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = action === 'reply' ? { text } : action === 'cancel' ? { reason: text } : { ...time, reason: text };
    if (await run(body)) onDone();
  };
  const max = action === 'reply' ? VISIT_LIMITS.replyMax : VISIT_LIMITS.reasonMax;
  return (
    <form className="visit-form" onSubmit={(event) => void submit(event)} noValidate>
      {action === 'move' && (
        <div className="visit-form__time">
          <label>
            {t('visits.fields.date')}
            <input type="date" value={time.date} onChange={(e) => setTime({ ...time, date: e.target.value })} />
          </label>
          <label>
            {t('visits.fields.start')}
            <input
              type="time"
              value={time.start}
              step={900}
              onChange={(e) => setTime({ ...time, start: e.target.value })}
            />
          </label>
          <label>
            {t('visits.fields.length')}
            <select value={time.minutes} onChange={(e) => setTime({ ...time, minutes: Number(e.target.value) })}>
              {LENGTHS.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {t('visits.minutes', { count: minutes })}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      <label className="visit-form__reason">
        {t(action === 'reply' ? 'visits.fields.reply' : 'visits.fields.reason')}
        <textarea value={text} maxLength={max} rows={2} onChange={(e) => setText(e.target.value)} required />
      </label>
      <Problem text={problem} />
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={pending || !text.trim()}>
          {t(`visits.confirm.${action}`)}
        </button>
        <button type="button" className="button button--quiet" onClick={onDone}>
          {t('visits.close')}
        </button>
      </div>
    </form>
  );
}

/** The client's word after the visit: it happened, or nobody came. */
export function OutcomeButtons({ role, visit, onDone }: ActionProps) {
  const { t } = useTranslation();
  const { run, problem, pending } = useAction(role, visit, 'outcome');
  const say = async (outcome: 'happened' | 'no_show') => {
    if (await run({ outcome })) onDone();
  };
  return (
    <div>
      <p>{t('visits.outcome.question')}</p>
      <div className="button-row">
        <button
          type="button"
          className="button button--secondary"
          disabled={pending}
          onClick={() => void say('happened')}
        >
          {t('visits.outcome.happened')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={pending}
          onClick={() => void say('no_show')}
        >
          {t('visits.outcome.no_show')}
        </button>
      </div>
      <Problem text={problem} />
    </div>
  );
}
