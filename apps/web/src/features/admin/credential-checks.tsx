import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import type { AdminTradesperson, Credential } from '@tradewise/shared';
import { useCalendarDate } from '../../components/credentials/credential-badges';
import { Badge } from '../../components/ui/badge';
import { useSetCredentialCheck } from './admin-api';
import { useFormat } from './format';
import { useReason } from './use-delete-action';
import './credential-checks.css';

/** Claimed but not yet checked (an expired insurance needs a new policy, not a check). */
export const toCheck = (person: AdminTradesperson) =>
  person.credentials.filter((credential) => !credential.checkedAt && !credential.expired).length;

/**
 * The credentials a tradesperson claims, each with what it says (to check against the Gas Safe
 * Register, the scheme's list or the insurer) and a button to mark it checked or remove the check.
 */
export function CredentialChecks({ person }: { person: AdminTradesperson }) {
  const { t } = useTranslation();
  return (
    <section className="credential-checks" aria-label={`${t('tradeProfile.admin.title')} – ${person.businessName}`}>
      <h3 className="credential-checks__title">{t('tradeProfile.admin.title')}</h3>
      {person.credentials.length === 0 ? (
        <p className="credential-checks__none">{t('tradeProfile.admin.none')}</p>
      ) : (
        <ul className="stack-list">
          {person.credentials.map((credential) => (
            <CredentialRow key={credential.kind} person={person} credential={credential} />
          ))}
        </ul>
      )}
    </section>
  );
}

function CredentialRow({ person, credential }: { person: AdminTradesperson; credential: Credential }) {
  const { t } = useTranslation();
  const day = useCalendarDate();
  const { money } = useFormat();
  const reason = useReason();
  const mutation = useSetCredentialCheck();
  const checked = credential.checkedAt !== null;
  const scheme = credential.scheme ?? '';
  const facts = [
    credential.kind === 'gas_safe' &&
      credential.number &&
      t('tradeProfile.detail.registration', { number: credential.number }),
    credential.kind === 'scheme' &&
      credential.number &&
      t('tradeProfile.detail.membership', { number: credential.number }),
    credential.insurer && t('tradeProfile.detail.insurer', { insurer: credential.insurer }),
    credential.policyNumber && t('tradeProfile.detail.policy', { number: credential.policyNumber }),
    credential.coverPounds !== null && t('tradeProfile.detail.cover', { amount: money(credential.coverPounds) }),
    credential.expiresOn && t('tradeProfile.detail.expires', { date: day(credential.expiresOn) }),
  ].filter((fact): fact is string => Boolean(fact));
  const toggle = () =>
    mutation.mutate(
      { id: person._id, credential, checked: !checked },
      {
        onSuccess: () =>
          toast.success(t(checked ? 'tradeProfile.admin.uncheckedToast' : 'tradeProfile.admin.checkedToast')),
        onError: (error) => toast.error(t('tradeProfile.admin.failed', { error: reason(error) })),
      },
    );
  const Icon = checked ? ShieldOff : ShieldCheck;
  return (
    <li className="credential-checks__item">
      <div>
        <p className="credential-checks__kind">
          {t(`tradeProfile.kind.${credential.kind}`, { scheme })}{' '}
          {credential.expired ? (
            <Badge tone="warning">{t('tradeProfile.admin.expired')}</Badge>
          ) : checked ? (
            <Badge tone="success">{t('tradeProfile.admin.checked', { date: day(credential.checkedAt!) })}</Badge>
          ) : (
            <Badge tone="warning">{t('tradeProfile.admin.unchecked')}</Badge>
          )}
        </p>
        <p className="credential-checks__facts">{facts.join(' · ')}</p>
      </div>
      <button
        type="button"
        className={checked ? 'button button--secondary' : 'button button--primary'}
        onClick={toggle}
        disabled={mutation.isPending}
      >
        <Icon size={18} aria-hidden="true" />
        {t(checked ? 'tradeProfile.admin.uncheck' : 'tradeProfile.admin.check')}
        <span className="visually-hidden">
          {' '}
          {t(`tradeProfile.kind.${credential.kind}`, { scheme })} – {person.businessName}
        </span>
      </button>
    </li>
  );
}
