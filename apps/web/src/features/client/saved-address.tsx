import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MapPin } from 'lucide-react';
import type { Account, PostJob, PostJobInput } from '@tradewise/shared';
import type { StepFormKit } from '../../components/ui/step-form';
import { apiRequest } from '../../lib/api';
import { useToken } from '../../lib/auth';
import './saved-address.css';

/** The signed-in client's saved address (GET /api/account, the account page's own query), if any. */
function useSavedAddress() {
  const token = useToken('client');
  const account = useQuery({
    queryKey: ['account', 'client'],
    queryFn: ({ signal }) => apiRequest<Account>('/api/account', { role: 'client', signal }),
    enabled: Boolean(token),
  });
  const { street = '', city = '', postcode = '' } = account.data ?? {};
  return street && city && postcode ? { street, city, postcode } : undefined;
}

/**
 * The job form's address step offers the account's address in one click ("Use my address: 14
 * Lavender Hill, London SW11 5RW"), until the three fields say exactly that.
 */
export function SavedAddressChoice({ form }: { form: StepFormKit<PostJobInput, PostJob> }) {
  const { t } = useTranslation();
  const saved = useSavedAddress();
  const [street, city, postcode] = form.watch(['address.street', 'address.city', 'address.postcode']);
  if (!saved) return null;
  const same = street === saved.street && city === saved.city && postcode === saved.postcode;
  if (same) return null;
  const address = t('jobPostForm.savedAddress', saved);
  const use = () => {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue('address.street', saved.street, options);
    form.setValue('address.city', saved.city, options);
    form.setValue('address.postcode', saved.postcode, options);
  };
  return (
    <p className="saved-address">
      <button
        type="button"
        className="button button--secondary"
        aria-describedby={form.idOf('saved-address')}
        onClick={use}
      >
        <MapPin size={18} aria-hidden="true" />
        {t('jobPostForm.useSavedAddress')}
      </button>
      <span className="saved-address__text" id={form.idOf('saved-address')}>
        {address}
      </span>
    </p>
  );
}
