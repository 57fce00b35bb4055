import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus, X } from 'lucide-react';
import { proposeVisitSchema, VISIT_LIMITS, type VisitTimeInput } from '@tradewise/shared';
import { errorText } from '../../lib/error-text';
import { LENGTHS, londonDate } from './visit-time';
import { useProposeVisit, type VisitRole } from './visits-api';

interface ProposeFormProps {
  role: VisitRole;
  conversationId: string;
  onDone: () => void;
}

const tomorrow = () => londonDate(new Date(Date.now() + 86_400_000));
const blank = (): VisitTimeInput => ({ date: tomorrow(), start: '09:00', minutes: 60 });

/**
 * Up to three times (a London date, a start, a length) for a visit. A client also agrees that the
 * tradesperson sees the job's street for the visit.
 */
export function ProposeForm({ role, conversationId, onDone }: ProposeFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [times, setTimes] = useState<VisitTimeInput[]>([blank()]);
  const [share, setShare] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const propose = useProposeVisit(role, conversationId);

  const change = (index: number, patch: Partial<VisitTimeInput>) =>
    setTimes((current) => current.map((time, i) => (i === index ? { ...time, ...patch } : time)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { times, ...(role === 'client' ? { shareAddress: share } : {}) };
    if (!proposeVisitSchema.safeParse(body).success) return setProblem(t('visits.propose.invalid'));
    if (role === 'client' && !share) return setProblem(t('errors.VISIT_ADDRESS_CONSENT'));
    setProblem(null);
    try {
      await propose.mutateAsync(body);
      onDone();
    } catch (error) {
      setProblem(errorText(t, error, { fallback: t('visits.failed') }));
    }
  }

  return (
    <form className="visit-form" onSubmit={(event) => void submit(event)} noValidate>
      <p className="visit-form__hint">{t('visits.propose.hint', { count: VISIT_LIMITS.maxOptions })}</p>
      {times.map((time, index) => (
        <fieldset key={index} className="visit-form__time">
          <legend>{t('visits.propose.option', { number: index + 1 })}</legend>
          <label>
            {t('visits.fields.date')}
            <input
              type="date"
              value={time.date}
              min={londonDate(new Date())}
              onChange={(e) => change(index, { date: e.target.value })}
              required
            />
          </label>
          <label>
            {t('visits.fields.start')}
            <input
              type="time"
              value={time.start}
              step={900}
              onChange={(e) => change(index, { start: e.target.value })}
              required
            />
          </label>
          <label>
            {t('visits.fields.length')}
            <select value={time.minutes} onChange={(e) => change(index, { minutes: Number(e.target.value) })}>
              {LENGTHS.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {t('visits.minutes', { count: minutes })}
                </option>
              ))}
            </select>
          </label>
          {times.length > 1 && (
            <button
              type="button"
              className="button button--quiet"
              onClick={() => setTimes((current) => current.filter((_, i) => i !== index))}
            >
              <X size={16} aria-hidden="true" />
              {t('visits.propose.remove', { number: index + 1 })}
            </button>
          )}
        </fieldset>
      ))}
      {times.length < VISIT_LIMITS.maxOptions && (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setTimes((current) => [...current, blank()])}
        >
          <Plus size={16} aria-hidden="true" />
          {t('visits.propose.add')}
        </button>
      )}
      {role === 'client' && (
        <label className="visit-form__consent" htmlFor={`${id}-share`}>
          <input id={`${id}-share`} type="checkbox" checked={share} onChange={(e) => setShare(e.target.checked)} />
          {t('visits.shareAddress')}
        </label>
      )}
      {problem && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={propose.isPending}>
          {t('visits.propose.send')}
        </button>
        <button type="button" className="button button--quiet" onClick={onDone}>
          {t('visits.close')}
        </button>
      </div>
    </form>
  );
}
