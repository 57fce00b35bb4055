import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { MessageSquareReply } from 'lucide-react';
import { LIMITS, reviewReplySchema, type ReceivedReview } from '@tradewise/shared';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Field } from '../../components/ui/field';
import { SchemaForm, useSchemaForm } from '../../components/ui/schema-form';
import { SubmitButton } from '../../components/ui/submit-button';
import { ApiError } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import { CharacterCount } from '../../components/ui/character-count';
import { useReplyToReview } from './trades-api';

interface ReplyFormProps {
  review: ReceivedReview;
  /** The reply is published: the review now shows it. */
  onReplied: () => void;
  /** The server already holds a reply (sent from another tab): the list is read again. */
  onAlreadyReplied: () => void;
}

/**
 * The one public reply to a review: opened on demand, said plainly to be public and final, asked
 * once more before it is published.
 */
export function ReplyForm({ review, onReplied, onAlreadyReplied }: ReplyFormProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const formId = `reply-${review._id}`;

  if (!open) {
    return (
      <button ref={opener} type="button" className="button button--secondary" onClick={() => setOpen(true)}>
        <MessageSquareReply size={18} aria-hidden="true" />
        {t('tradeReviews.replyOpen')}
      </button>
    );
  }
  return (
    <OpenReplyForm
      review={review}
      formId={formId}
      onCancel={() => {
        setOpen(false);
        // Back to the button that opened it (rendered again on the next frame).
        window.requestAnimationFrame(() => opener.current?.focus());
      }}
      onReplied={onReplied}
      onAlreadyReplied={onAlreadyReplied}
    />
  );
}

function OpenReplyForm({
  review,
  formId,
  onCancel,
  onReplied,
  onAlreadyReplied,
}: ReplyFormProps & { formId: string; onCancel: () => void }) {
  const { t } = useTranslation();
  const reply = useReplyToReview();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm(reviewReplySchema, {
    idPrefix: formId,
    fields: ['text'],
    defaultValues: { text: '' },
  });
  const id = form.idOf('text');
  const used = form.watch('text')?.length ?? 0;

  // Opened on demand: the writing starts at once.
  useEffect(() => document.getElementById(id)?.focus(), [id]);

  const publish = (text: string) => {
    setFailure(null);
    reply.mutate(
      { id: review._id, text },
      {
        onSuccess: () => {
          setConfirming(null);
          toast.success(t('tradeReviews.replied'));
          onReplied();
        },
        onError: (error) => {
          setConfirming(null);
          if (error instanceof ApiError && error.code === 'ALREADY_REPLIED') {
            onAlreadyReplied();
            return;
          }
          if (form.applyServerErrors(error)) return;
          setFailure(errorText(t, error, { fallback: t('tradeReviews.replyFailed') }));
        },
      },
    );
  };

  return (
    <div id={formId} className="trade-review__reply-form">
      <SchemaForm
        form={form}
        onSubmit={({ text }) => setConfirming(text)}
        failure={failure ? { message: failure, attempt: reply.submittedAt } : null}
      >
        <Field
          id={id}
          label={t('tradeReviews.replyLabel')}
          hint={t('tradeReviews.replyHint')}
          error={form.error('text')}
        >
          {(control) => (
            <>
              <textarea
                className="input textarea"
                rows={5}
                maxLength={LIMITS.reviewReplyMax}
                {...control}
                aria-describedby={[control['aria-describedby'], `${id}-count`].filter(Boolean).join(' ')}
                {...form.register('text')}
              />
              <CharacterCount id={`${id}-count`} used={used} max={LIMITS.reviewReplyMax} />
            </>
          )}
        </Field>
        <div className="button-row">
          <SubmitButton busy={reply.isPending} busyLabel={t('tradeReviews.replying')}>
            {t('tradeReviews.replySubmit')}
          </SubmitButton>
          <button type="button" className="button button--quiet" onClick={onCancel} disabled={reply.isPending}>
            {t('tradeReviews.replyCancel')}
          </button>
        </div>
      </SchemaForm>
      <ConfirmDialog
        open={confirming !== null}
        title={t('tradeReviews.confirmTitle')}
        confirmLabel={t('tradeReviews.replySubmit')}
        cancelLabel={t('tradeReviews.confirmBack')}
        busy={reply.isPending}
        busyLabel={t('tradeReviews.replying')}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming !== null && publish(confirming)}
      >
        <p>{t('tradeReviews.confirmBody')}</p>
      </ConfirmDialog>
    </div>
  );
}
