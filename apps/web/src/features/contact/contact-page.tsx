import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Clock, Mail, Phone } from 'lucide-react';
import type { ContactInput, CreatedAnswer } from '@tradewise/shared';
import { Alert } from '../../components/ui/alert';
import { Field } from '../../components/ui/field';
import { SchemaForm, useSchemaForm } from '../../components/ui/schema-form';
import { SubmitButton } from '../../components/ui/submit-button';
import { TextField } from '../../components/ui/text-field';
import { apiRequest } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import './contact.css';
import type { PageHandle } from '../../app/page-handle';
import { PageMeta } from '../../app/seo/page-meta';

/** The form's schema, with zod, imported at its first check (components/ui/schema-form.tsx). */
const contactSchema = () => import('./form-schema').then((schemas) => schemas.contactSchema);

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

/** /contact-us: name, email and message required (phone and website optional), checked in the browser and by POST /api/contact. */
export default function ContactPage() {
  const { t } = useTranslation();
  const send = useMutation({
    mutationFn: (body: ContactInput) => apiRequest<CreatedAnswer>('/api/contact', { body }),
  });
  const form = useSchemaForm(contactSchema, {
    idPrefix: 'contact',
    fields: ['name', 'email', 'phone', 'website', 'message'],
    defaultValues: { name: '', email: '', phone: '', website: '', message: '' },
  });
  const { register, idOf, error } = form;
  const doneRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (send.isSuccess) doneRef.current?.focus();
  }, [send.isSuccess]);

  return (
    <div className="container page contact">
      <PageMeta title={t('contactForm.title')} description={t('contactForm.lead')} />
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
            <SchemaForm
              form={form}
              onSubmit={(values) =>
                send.mutate(values, { onSuccess: () => form.reset(), onError: form.applyServerErrors })
              }
              failure={
                send.isError
                  ? {
                      attempt: send.submittedAt,
                      message: errorText(t, send.error, { fallback: t('contactForm.failed') }),
                    }
                  : null
              }
            >
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
            </SchemaForm>
          )}
        </div>
        <ContactDetails />
      </div>
    </div>
  );
}

export const handle: PageHandle = { i18n: ['contact', 'public', 'accounts'] };
