import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { MapPin } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import { Field } from '../../components/ui/field';
import { Loading } from '../../components/ui/status';
import { ApiError } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import { checkCoverage } from './coverage-input';
import { useCoverage, useSaveCoverage } from './trades-api';

/** The postcode areas and districts the tradesperson covers, and a way to change them. */
export function CoverageEditor() {
  const { t } = useTranslation();
  const coverage = useCoverage();
  const save = useSaveCoverage();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const inputId = useId();

  const open = () => {
    setText((coverage.data?.coverage ?? []).join(', '));
    setError(undefined);
    setEditing(true);
    requestAnimationFrame(() => inputRef.current?.focus());
  };
  const close = () => {
    setEditing(false);
    requestAnimationFrame(() => editRef.current?.focus());
  };

  /** The areas the server does not know (not in the UK's outward codes), named as typed. */
  const unknownText = (failure: unknown, sent: string[]) => {
    if (!(failure instanceof ApiError)) return undefined;
    const entries = failure.details
      .filter((detail) => detail.code === 'coverage.unknown')
      .map((detail) => sent[Number(detail.field.split('.')[1])])
      .filter((entry): entry is string => Boolean(entry));
    return entries.length > 0
      ? t('coverage.unknown', { count: entries.length, entries: entries.join(', ') })
      : undefined;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkCoverage(text);
    if (!checked.ok) {
      setError(
        checked.invalid.length > 0
          ? `${t(checked.message)} ${t('coverage.notRecognised', { entries: checked.invalid.join(', ') })}`
          : t(checked.message),
      );
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    save.mutate(checked.coverage, {
      onSuccess: () => {
        toast.success(t('coverage.saved'));
        close();
      },
      onError: (failure) => {
        setError(
          unknownText(failure, checked.coverage) ?? errorText(t, failure, { fallback: t('coverage.saveFailed') }),
        );
        inputRef.current?.focus();
      },
    });
  };

  return (
    <section aria-labelledby="coverage-title" className="panel--boxed">
      <h2 id="coverage-title" className="panel__title">
        <MapPin size={22} aria-hidden="true" /> {t('coverage.title')}
      </h2>
      <p>{t('coverage.lead')}</p>
      {coverage.isPending ? (
        <Loading label={t('coverage.loading')} />
      ) : coverage.isError ? (
        <Alert tone="error" title={t('coverage.loadFailed')}>
          <p>{errorText(t, coverage.error, { fallback: t('coverage.loadFailed') })}</p>
          <button type="button" className="button button--secondary" onClick={() => void coverage.refetch()}>
            {t('common.retry')}
          </button>
        </Alert>
      ) : editing ? (
        <form className="form" noValidate onSubmit={onSubmit}>
          <Field id={inputId} label={t('coverage.inputLabel')} hint={t('coverage.inputHint')} error={error}>
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
          {coverage.data.coverage.length > 0 ? (
            <ul className="chips" aria-label={t('coverage.listLabel')}>
              {coverage.data.coverage.map((entry) => (
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
