import { useTranslation } from 'react-i18next';
import type { PostJobInput } from '@tradewise/shared';
import { useJobFormat } from '../../lib/job-format';

/** Steps 1 to 5 at a glance on the last step, each with a way back to change it (0-based steps). */
export function PostJobAnswers({ values, onChange }: { values: PostJobInput; onChange: (step: number) => void }) {
  const { t } = useTranslation();
  const format = useJobFormat();
  const rows = [
    { label: t('jobFacts.workType'), value: values.workType && format.trade(values.workType) },
    { label: t('jobFacts.serviceTime'), value: values.serviceTime && format.serviceTime(values.serviceTime) },
    { label: t('jobFacts.propertyType'), value: values.propertyType && format.propertyType(values.propertyType) },
    {
      label: t('jobFacts.address'),
      value: [values.address.street, values.address.city, values.address.postcode].filter(Boolean).join(', '),
    },
    { label: t('jobFacts.contactEmail'), value: values.email },
  ];
  return (
    <section aria-labelledby="post-job-answers">
      <h2 id="post-job-answers" className="job-card__section-title">
        {t('jobPostForm.yourAnswers')}
      </h2>
      <dl className="answers">
        {rows.map((row, step) => (
          <div key={row.label} className="answers__row">
            <dt>{row.label}</dt>
            <dd className="answers__value">{row.value || '—'}</dd>
            <dd className="answers__change">
              <button type="button" className="link-button" onClick={() => onChange(step)}>
                {t('jobPostForm.change')}
                <span className="visually-hidden"> {row.label}</span>
              </button>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
