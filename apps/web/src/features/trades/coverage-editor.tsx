import { useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { MapPin } from 'lucide-react';
import type { TFunction } from 'i18next';
import { Alert } from '../../components/ui/alert';
import { Field } from '../../components/ui/field';
import { Loading } from '../../components/ui/status';
import { ApiError } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import { checkCoverage, radiusFrom } from './coverage-input';
import { CoverageReach } from './coverage-reach';
import { RadiusField } from './radius-field';
import { useCoverage, useCoverageTowns, useSaveCoverage } from './trades-api';
import './distance.css';

/** The added areas the server does not know (not in the UK's outward codes), named as typed. */
function unknownText(t: TFunction, failure: unknown, sent: string[]) {
  if (!(failure instanceof ApiError)) return undefined;
  const entries = failure.details
    .filter((detail) => detail.code === 'coverage.unknown')
    .map((detail) => sent[Number(detail.field.split('.')[1])])
    .filter((entry): entry is string => Boolean(entry));
  return entries.length > 0 ? t('coverage.unknown', { count: entries.length, entries: entries.join(', ') }) : undefined;
}

const radiusRefused = (failure: unknown) =>
  failure instanceof ApiError && failure.details.some((detail) => detail.code === 'coverage.radiusInvalid');

/**
 * Where the tradesperson works: a radius in miles around their base postcode, with the towns it
 * reaches, plus the postcode areas and districts they add; and a way to change both.
 */
export function CoverageEditor() {
  const { t } = useTranslation();
  const coverage = useCoverage();
  const save = useSaveCoverage();
  const [editing, setEditing] = useState(false);
  const [radiusText, setRadiusText] = useState('');
  const [miles, setMiles] = useState<number>(0);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ radius?: string; areas?: string }>({});
  const radiusRef = useRef<HTMLInputElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const radiusId = useId();
  const inputId = useId();
  const saved = coverage.data;
  // Shares the reach's answer (same key): whether a base is known decides what the form asks.
  const baseKnown = useCoverageTowns(saved?.radiusMiles ?? 0, Boolean(saved)).data?.base !== null;

  const open = () => {
    setRadiusText(String(saved?.radiusMiles ?? ''));
    setMiles(saved?.radiusMiles ?? 0);
    setText((saved?.areas ?? []).join(', '));
    setErrors({});
    setEditing(true);
    requestAnimationFrame(() => (baseKnown ? radiusRef : inputRef).current?.focus());
  };
  const close = () => {
    // Rendered at once (also when a save's answer closes it), so the Edit button is there to focus.
    flushSync(() => setEditing(false));
    editRef.current?.focus();
  };
  const onRadius = (typed: string) => {
    setRadiusText(typed);
    const next = radiusFrom(typed);
    if (next !== undefined) setMiles(next);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const radiusMiles = radiusFrom(radiusText);
    const checked = checkCoverage(text);
    const next: typeof errors = {};
    if (radiusMiles === undefined) next.radius = t('coverage.radiusInvalid');
    if (!checked.ok) {
      next.areas =
        checked.invalid.length > 0
          ? `${t(checked.message)} ${t('coverage.notRecognised', { entries: checked.invalid.join(', ') })}`
          : t(checked.message);
    } else if (!baseKnown && checked.areas.length === 0) {
      // Without a base the radius reaches nothing: the areas are all there is.
      next.areas = t('coverage.empty');
    }
    setErrors(next);
    if (next.radius) radiusRef.current?.focus();
    else if (next.areas) inputRef.current?.focus();
    if (radiusMiles === undefined || !checked.ok || next.areas) return;
    save.mutate(
      { areas: checked.areas, radiusMiles },
      {
        onSuccess: () => {
          toast.success(t('coverage.saved'));
          close();
        },
        onError: (failure) => {
          if (radiusRefused(failure)) {
            setErrors({ radius: t('coverage.radiusInvalid') });
            radiusRef.current?.focus();
            return;
          }
          setErrors({
            areas:
              unknownText(t, failure, checked.areas) ?? errorText(t, failure, { fallback: t('coverage.saveFailed') }),
          });
          inputRef.current?.focus();
        },
      },
    );
  };

  return (
    <section aria-labelledby="coverage-title" className="panel--boxed coverage-editor">
      <h2 id="coverage-title" className="panel__title">
        <MapPin size={22} aria-hidden="true" /> {t('coverage.title')}
      </h2>
      {!saved ? (
        coverage.isError ? (
          <Alert tone="error" title={t('coverage.loadFailed')}>
            <p>{errorText(t, coverage.error, { fallback: t('coverage.loadFailed') })}</p>
            <button type="button" className="button button--secondary" onClick={() => void coverage.refetch()}>
              {t('common.retry')}
            </button>
          </Alert>
        ) : (
          <Loading label={t('coverage.loading')} />
        )
      ) : editing ? (
        <form className="form" noValidate onSubmit={onSubmit}>
          {baseKnown && (
            <RadiusField
              id={radiusId}
              text={radiusText}
              miles={miles}
              onChange={onRadius}
              error={errors.radius}
              inputRef={radiusRef}
            />
          )}
          <CoverageReach radiusMiles={miles} live />
          <Field
            id={inputId}
            label={t(baseKnown ? 'coverage.inputLabel' : 'coverage.inputLabelNoBase')}
            hint={t(baseKnown ? 'coverage.inputHint' : 'coverage.inputHintNoBase')}
            error={errors.areas}
          >
            {(control) => (
              <input
                {...control}
                ref={inputRef}
                className="input input--width-20"
                value={text}
                onChange={(event) => setText(event.target.value)}
                autoCapitalize="characters"
                autoComplete="off"
                spellCheck={false}
              />
            )}
          </Field>
          <div className="button-row">
            <button type="submit" className="button button--primary" disabled={save.isPending}>
              {save.isPending && <span className="spinner spinner--small" aria-hidden="true" />}
              {save.isPending ? t('coverage.saving') : t('coverage.save')}
            </button>
            <button type="button" className="button button--quiet" onClick={close} disabled={save.isPending}>
              {t('coverage.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <>
          <CoverageReach radiusMiles={saved.radiusMiles} />
          <h3 className="coverage-editor__subtitle">{t('coverage.addedTitle')}</h3>
          {saved.areas.length > 0 ? (
            <ul className="chips" aria-label={t('coverage.listLabel')}>
              {saved.areas.map((entry) => (
                <li key={entry} className="chip">
                  {entry}
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('coverage.none')}</p>
          )}
          <button ref={editRef} type="button" className="button button--secondary" onClick={open}>
            {t('coverage.edit')}
          </button>
        </>
      )}
    </section>
  );
}
