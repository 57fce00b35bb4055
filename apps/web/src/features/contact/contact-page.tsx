import { useEffect, useRef } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { Clock, Mail, Phone } from 'lucide-react';
import { contactSchema } from '@tradewise/shared';
import { Alert } from '../../components/ui/alert';
import { ErrorSummary } from '../../components/ui/error-summary';
import { Field } from '../../components/ui/field';
import { SubmitButton } from '../../components/ui/submit-button';
import { TextField } from '../../components/ui/text-field';
import { ApiError, apiRequest } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import './contact.css';

type Input = z.input<typeof contactSchema>;
type Output = z.output<typeof contactSchema>;
type Name = keyof Input;

const FIELDS: readonly Name[] = ['name', 'email', 'phone', 'website', 'message'];
const idOf = (name: Name) => `contact-${name}`;

/** Translated message of a field (messages are i18n keys). */
const messageOf = (t: TFunction, errors: FieldErrors<Input>, name: Name) => {
  const message = errors[name]?.message;
  return typeof message === 'string' && message ? t(message) : undefined;
};

function ContactDetails() {
  const { t } = useTranslation();
  const phone = t('footer.phone');
  const email = t('footer.email');
  return (
    <aside className="contact-aside" aria-labelledby="contact-aside-title">
      <h2 id="contact-aside-title" className="contact-aside__title">
        {t('contactForm.otherWays')}
      </h2>
      <ul className="contact-aside__list">
        <li>
          <Phone size={20} aria-hidden="true" />
          <div>
            <span className="contact-aside__label">{t('footer.phoneLabel')}</span>
            <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>
          </div>
        </li>
        <li>
          <Mail size={20} aria-hidden="true" />
          <div>
            <span className="contact-aside__label">{t('footer.emailLabel')}</span>
            <a href={`mailto:${email}`}>{email}</a>
          </div>
        </li>
        <li>
          <Clock size={20} aria-hidden="true" />
          <div>
            <span className="contact-aside__label">{t('contactForm.hoursLabel')}</span>
            <span>{t('footer.hours')}</span>
          </div>
        </li>
      </ul>
      <p className="contact-aside__note">{t('contactForm.replyPromise')}</p>
    </aside>
  );
}

/** /contact-us: every field required, checked in the browser and by POST /api/contact. */
export default function ContactPage() {
  const { t } = useTranslation();
  const send = useMutation({
    mutationFn: (body: Output) => apiRequest<{ message: string; _id: string }>('/api/contact', { body }),
  });
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(contactSchema),
    mode: 'onChange',
    shouldFocusError: false,
    defaultValues: { name: '', email: '', phone: '', website: '', message: '' },
  });
  const { register, handleSubmit, setError, reset, formState } = form;
  const { errors, submitCount } = formState;
  const error = (name: Name) => messageOf(t, errors, name);
  const doneRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (send.isSuccess) doneRef.current?.focus();
  }, [send.isSuccess]);

  const onSubmit = handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => reset(),
      onError: (failure) => {
        if (!(failure instanceof ApiError)) return;
        for (const detail of failure.details) {
          const field = FIELDS.find((name) => name === detail.field);
          if (field) setError(field, { type: 'server', message: detail.code });
        }
      },
    }),
  );

  return (
    <div className="container page contact">
      <title>{`${t('contactForm.title')} – ${t('brand.name')}`}</title>
      <div className="page-heading">
        <div>
          <h1 className="page-heading__title">{t('contactForm.title')}</h1>
          <p className="page-heading__lead">{t('contactForm.lead')}</p>
        </div>
      </div>
      <div className="contact__layout">
        <div className="contact__form">
          {send.isSuccess ? (
            <div ref={doneRef} tabIndex={-1} className="focus-target">
              <Alert tone="success" live="status" title={t('contactPage.sent')}>
                <button type="button" className="button button--secondary" onClick={() => send.reset()}>
                  {t('contactForm.another')}
                </button>
              </Alert>
            </div>
          ) : (
            <>
              <ErrorSummary
                items={FIELDS.flatMap((name) => {
                  const text = error(name);
                  return text ? [{ id: idOf(name), text }] : [];
                })}
                focusKey={submitCount}
              />
              {send.isError && (
                <Alert tone="error" live="alert">
                  <p>{errorText(t, send.error, { fallback: t('contactForm.failed') })}</p>
                </Alert>
              )}
              <form className="form" noValidate onSubmit={onSubmit}>
                <TextField
                  id={idOf('name')}
                  label={t('contactForm.name')}
                  error={error('name')}
                  autoComplete="name"
                  {...register('name')}
                />
                <TextField
                  id={idOf('email')}
                  label={t('contactForm.email')}
                  error={error('email')}
                  type="email"
                  autoComplete="email"
                  spellCheck={false}
                  {...register('email')}
                />
                <TextField
                  id={idOf('phone')}
                  label={t('contactForm.phone')}
                  hint={t('contactForm.phoneHint')}
                  error={error('phone')}
                  type="tel"
                  autoComplete="tel"
                  className="input--width-20"
                  {...register('phone')}
                />
                <TextField
                  id={idOf('website')}
                  label={t('contactForm.website')}
                  hint={t('contactForm.websiteHint')}
                  error={error('website')}
                  type="text"
                  inputMode="url"
                  autoComplete="url"
                  spellCheck={false}
                  {...register('website')}
                />
                <Field id={idOf('message')} label={t('contactForm.message')} error={error('message')}>
                  {(control) => <textarea className="input textarea" rows={6} {...control} {...register('message')} />}
                </Field>
                <SubmitButton busy={send.isPending} busyLabel={t('contactForm.sending')}>
                  {t('contactForm.submit')}
                </SubmitButton>
              </form>
            </>
          )}
        </div>
        <ContactDetails />
      </div>
    </div>
  );
}
