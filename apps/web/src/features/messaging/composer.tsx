import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS, sendMessageSchema } from '@tradewise/shared';
import { Alert } from '../../components/ui/alert';
import { CharacterCount } from '../../components/ui/character-count';
import { Field } from '../../components/ui/field';
import { SubmitButton } from '../../components/ui/submit-button';
import { formatCount } from '../../components/reviews/format';
import { errorText } from '../../lib/error-text';
import type { MessagingRole } from './keys';
import { useSendMessage } from './send-message-api';

/**
 * Writing a message: a text box (2,000 characters at most, the count shown), sent with the Send
 * button or Ctrl/Cmd+Enter (Enter alone starts a new line). What was typed stays after a failure.
 * Before the hire, the hint says that phone numbers and email addresses reach the other side hidden.
 */
export function Composer({ role, id, hired }: { role: MessagingRole; id: string; hired: boolean }) {
  const { t, i18n } = useTranslation();
  const send = useSendMessage(role, id);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const fieldId = `composer-${id}`;
  const countId = `${fieldId}-count`;
  const language = i18n.resolvedLanguage;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (send.isPending) return;
    const parsed = sendMessageSchema.safeParse({ text });
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? 'signupPage.validation.required'));
      box.current?.focus();
      return;
    }
    setError(undefined);
    setFailure(null);
    send.mutate(
      { text },
      {
        onSuccess: () => setText(''),
        onError: (reason) => setFailure(errorText(t, reason, { fallback: t('messaging.composer.failed') })),
      },
    );
  };

  return (
    <form className="composer" noValidate onSubmit={submit}>
      <Field
        id={fieldId}
        label={t('messaging.composer.label')}
        hint={
          // Before the hire, the sender knows before sending that contact details will not get through.
          hired
            ? t('messaging.composer.hint')
            : `${t(`messaging.composer.contactsHidden.${role}`)} ${t('messaging.composer.hint')}`
        }
        error={error}
      >
        {(control) => (
          <textarea
            ref={box}
            className="input textarea composer__text"
            rows={3}
            maxLength={LIMITS.chatMessageMax}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit(event);
            }}
            {...control}
            aria-describedby={[control['aria-describedby'], countId].filter(Boolean).join(' ')}
          />
        )}
      </Field>
      <CharacterCount
        id={countId}
        used={text.length}
        max={LIMITS.chatMessageMax}
        text={t('jobFacts.charactersLeft', {
          remaining: formatCount(Math.max(LIMITS.chatMessageMax - text.length, 0), language),
          max: formatCount(LIMITS.chatMessageMax, language),
        })}
      />
      {failure && (
        <Alert tone="error" live="alert" className="alert--compact">
          <p>{failure}</p>
        </Alert>
      )}
      <div className="composer__actions">
        <SubmitButton busy={send.isPending} busyLabel={t('messaging.composer.sending')}>
          {t('messaging.composer.send')}
        </SubmitButton>
      </div>
    </form>
  );
}
