import { useParams, useSearchParams } from 'react-router';
import { ToLogin } from '../../app/to-login';
import { useTranslation } from 'react-i18next';
import { FileDown } from 'lucide-react';
import { toast } from '../../lib/toast';
import type { Agreement } from '@tradewise/shared';
import { Alert } from '../../components/ui/alert';
import { useSignedInRoles } from '../../lib/auth';
import { errorText } from '../../lib/error-text';
import { useJobFormat } from '../../lib/job-format';
import { downloadAgreement, useAgreement, type AgreementRole } from './agreement-api';
import { ProposeVariationForm } from './propose-variation-form';
import { VariationItem } from './variation-item';
import './agreement.css';

const ROLES: readonly AgreementRole[] = ['client', 'tradesperson'];

/**
 * /agreement/:jobId: the written agreement of a hire, for its client or hired tradesperson (issue
 * 41): each version's PDF, the variations with their answers, and a form to propose a change.
 * Someone signed in as both picks with ?as=, as on /messages.
 */
export default function AgreementPage() {
  const { jobId = '' } = useParams();
  const [search] = useSearchParams();
  const roles = useSignedInRoles();
  const signedIn = ROLES.filter((role) => roles.includes(role));
  const role = signedIn.find((own) => own === search.get('as')) ?? signedIn[0];
  if (!role) return <ToLogin to="/signin" />;
  return <AgreementView key={`${role}:${jobId}`} role={role} jobId={jobId} />;
}

function AgreementView({ role, jobId }: { role: AgreementRole; jobId: string }) {
  const { t } = useTranslation();
  const query = useAgreement(role, jobId);
  const title = t('agreements.page.title');
  return (
    <div className="container page agreement-page">
      <title>{`${title} – ${t('brand.name')}`}</title>
      <div className="page-heading">
        <div>
          <h1 className="page-heading__title">{title}</h1>
          <p className="page-heading__lead">{t('agreements.page.intro')}</p>
        </div>
      </div>
      {query.isPending ? (
        <p role="status">
          <span className="spinner spinner--small" aria-hidden="true" /> {t('common.loading')}
        </p>
      ) : query.isError ? (
        <Alert tone="error">
          <p>{errorText(t, query.error, { fallback: t('agreements.page.notFound') })}</p>
        </Alert>
      ) : (
        <AgreementBody role={role} jobId={jobId} agreement={query.data} />
      )}
    </div>
  );
}

function AgreementBody({ role, jobId, agreement }: { role: AgreementRole; jobId: string; agreement: Agreement }) {
  const { t } = useTranslation();
  const format = useJobFormat();
  const download = (pdfUrl: string, version: number) =>
    downloadAgreement(role, pdfUrl, `agreement-v${version}.pdf`).catch((error: unknown) =>
      toast.error(errorText(t, error, { fallback: t('agreements.page.notFound') })),
    );
  return (
    <div className="agreement">
      <section className="agreement__card" aria-labelledby="agreement-versions">
        <p className="agreement__job">
          {format.trade(agreement.workType)} · {agreement.address}
        </p>
        <p className="agreement__total">
          {agreement.totalPence === null
            ? t('agreements.page.noTotal')
            : t('agreements.page.total', { total: format.price(agreement.totalPence / 100) })}
        </p>
        <p className="agreement__meta">{t('agreements.page.currentVersion', { version: agreement.currentVersion })}</p>
        <h2 id="agreement-versions" className="agreement__heading">
          {t('agreements.page.versions')}
        </h2>
        <ul className="agreement__versions">
          {[...agreement.versions].reverse().map((v) => (
            <li key={v.version}>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => void download(v.pdfUrl, v.version)}
              >
                <FileDown size={18} aria-hidden="true" />
                {t('agreements.page.download', { version: v.version })}
              </button>
              <span className="agreement__meta">
                {t('agreements.page.madeOn', { date: format.date(v.madeAt) })}
                {v.totalPence !== null && ` · ${format.price(v.totalPence / 100)}`}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section className="agreement__card" aria-labelledby="agreement-variations">
        <h2 id="agreement-variations" className="agreement__heading">
          {t('agreements.page.variations')}
        </h2>
        {agreement.variations.length === 0 ? (
          <p className="agreement__meta">{t('agreements.page.noVariations')}</p>
        ) : (
          <ul className="agreement__variations">
            {[...agreement.variations].reverse().map((v) => (
              <VariationItem
                key={v._id}
                role={role}
                jobId={jobId}
                you={agreement.you}
                open={agreement.open}
                variation={v}
              />
            ))}
          </ul>
        )}
      </section>
      {agreement.open ? (
        <ProposeVariationForm role={role} jobId={jobId} />
      ) : (
        <Alert tone="info">
          <p>{t('errors.AGREEMENT_CLOSED')}</p>
        </Alert>
      )}
    </div>
  );
}

// Rendered in the browser: it depends on this browser's session.
export { clientLoader, HydrateFallback } from '../../app/routes/client-only';
