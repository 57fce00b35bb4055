import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { proposeVariationSchema, readPrice } from '@tradewise/shared';
import { Field } from '../../components/ui/field';
import { FormFailure } from '../../components/ui/form-failure';
import { SubmitButton } from '../../components/ui/submit-button';
import { TextField } from '../../components/ui/text-field';
import { errorText } from '../../lib/error-text';
import { useProposeVariation, type AgreementRole } from './agreement-api';

/** The change typed in pounds ("-20", "85,50" in French) as whole pence; NaN when unreadable. */
function pencePerTyped(typed: string, language: string | undefined): number {
  const text = typed.trim();
  const negative = /^[-−]/u.test(text);
  const pounds = readPrice(text.replace(/^[-−+]\s*/u, ''), language);
  if (pounds === null || Number.isNaN(pounds)) return Number.NaN;
  return Math.round(pounds * 100) * (negative ? -1 : 1);
}

type Errors = Partial<Record<'description' | 'priceChangePence' | 'reason', string>>;

/** Propose a change to the agreement: what, the price change (either way) and why. */
export function ProposeVariationForm({ role, jobId }: { role: AgreementRole; jobId: string }) {
  const { t, i18n } = useTranslation();
  const propose = useProposeVariation(role, jobId);
  const [values, setValues] = useState({ description: '', price: '', reason: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [attempt, setAttempt] = useState(0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = proposeVariationSchema.safeParse({
      description: values.description,
      priceChangePence: pencePerTyped(values.price, i18n.resolvedLanguage),
      reason: values.reason,
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        found[field] ??= t(issue.message);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    propose.mutate(parsed.data, {
      onSuccess: () => {
        setValues({ description: '', price: '', reason: '' });
        toast.success(t('agreements.page.sent'));
      },
      onError: () => setAttempt((n) => n + 1),
    });
  };

  const text = (name: 'description' | 'reason') => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
  });

  return (
    <section className="agreement__card" aria-labelledby="propose-title">
      <h2 id="propose-title" className="agreement__heading">
        {t('agreements.page.propose')}
      </h2>
      {propose.isError && (
        <FormFailure attempt={attempt} message={errorText(t, propose.error, { fallback: t('errors.INTERNAL') })} />
      )}
      <form noValidate onSubmit={submit} className="agreement__form">
        <Field id="variation-description" label={t('agreements.page.description')} error={errors.description}>
          {(control) => (
            <textarea className="input textarea" rows={3} maxLength={1000} {...control} {...text('description')} />
          )}
        </Field>
        <TextField
          id="variation-price"
          label={t('agreements.page.priceChange')}
          inputMode="decimal"
          autoComplete="off"
          error={errors.priceChangePence}
          value={values.price}
          onChange={(event) => setValues((v) => ({ ...v, price: event.target.value }))}
        />
        <Field id="variation-reason" label={t('agreements.page.reason')} error={errors.reason}>
          {(control) => (
            <textarea className="input textarea" rows={2} maxLength={1000} {...control} {...text('reason')} />
          )}
        </Field>
        <SubmitButton busy={propose.isPending} busyLabel={t('agreements.page.send')}>
          {t('agreements.page.send')}
        </SubmitButton>
      </form>
    </section>
  );
}
