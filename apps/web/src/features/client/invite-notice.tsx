import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PostJob, PostJobInput } from '@tradewise/shared';
import { Alert } from '../../components/ui/alert';
import type { StepFormKit } from '../../components/ui/step-form';
import { useJobFormat } from '../../lib/job-format';
import { useInvitee } from './client-api';

type Form = StepFormKit<PostJobInput, PostJob>;

/**
 * `?invite=<id>` (from "Request a quote" on a profile): the job form asks that tradesperson. Their
 * trade is chosen for the job and the invitation travels with the answers (kept with the draft);
 * the notice says who is asked and that others in range may quote too, and lets the person drop it.
 */
export function useInvite(form: Form) {
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get('invite');
  const invited = form.watch('invite') ?? null;
  const id = fromUrl ?? invited;
  const invitee = useInvitee(id);
  const { getValues, setValue } = form;

  // A new invitation (not the one the saved answers carry already) chooses the tradesperson's trade.
  const person = invitee.data;
  useEffect(() => {
    if (!person || getValues('invite') === person._id) return;
    setValue('invite', person._id);
    setValue('workType', person.trade, { shouldValidate: true });
  }, [person, getValues, setValue]);
  // Someone who cannot be asked: the job is posted for the area only.
  const unavailable = invitee.isError;
  useEffect(() => {
    if (unavailable && getValues('invite')) setValue('invite', undefined);
  }, [unavailable, getValues, setValue]);

  const drop = () => {
    setValue('invite', undefined);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('invite');
        return next;
      },
      { replace: true },
    );
  };
  return { id, person: invited ? person : undefined, loading: invitee.isLoading, unavailable, drop };
}

export function InviteNotice({ invite }: { invite: ReturnType<typeof useInvite> }) {
  const { t } = useTranslation();
  const format = useJobFormat();
  if (!invite.id) return null;
  if (invite.unavailable) {
    return (
      <Alert tone="warning">
        <p>{t('jobPostForm.invite.unavailable')}</p>
      </Alert>
    );
  }
  if (!invite.person) return invite.loading ? <p className="hint">{t('jobPostForm.invite.loading')}</p> : null;
  return (
    <Alert tone="info">
      <p>
        {t('jobPostForm.invite.asking', {
          business: invite.person.businessName,
          trade: format.trade(invite.person.trade),
        })}
      </p>
      <button type="button" className="button button--secondary" onClick={invite.drop}>
        {t('jobPostForm.invite.remove')}
      </button>
    </Alert>
  );
}
