import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Flag } from 'lucide-react';
import { ROLES, type Role } from '@tradewise/shared';
import { useSignedInRoles } from '../../lib/auth';
import './reviews.css';

const ReportDialog = lazy(() => import('./report-review-dialog'));

interface ReportReviewButtonProps {
  reviewId: string;
  /** This person reported it already: a note says so instead of the button. */
  alreadyReported?: boolean;
  /** Who reports; by default the role signed in (the first of client, tradesperson, admin). */
  role?: Role;
  /** After the report is recorded (or found already made), e.g. to reload the owner's list. */
  onReported?: () => void;
}

/**
 * "Report" under a review, for anyone signed in: a dialog asks why (the listed reasons) and
 * optionally for details, then sends it to the moderators. Once reported, a note replaces the
 * button, and the focus goes to it. A visitor who is not signed in gets "Sign in to report", back
 * to this page once signed in (a client's sign-in; the other roles have their own pages).
 */
export function ReportReviewButton({ reviewId, alreadyReported = false, role, onReported }: ReportReviewButtonProps) {
  const { t } = useTranslation();
  const signedIn = useSignedInRoles();
  const reporter = role ?? ROLES.find((candidate) => signedIn.includes(candidate));
  const [open, setOpen] = useState(false);
  const [reported, setReported] = useState(false);
  const noteRef = useRef<HTMLParagraphElement>(null);
  const location = useLocation();

  // Once the dialog has closed on a report, its button is gone: the note takes the focus.
  useEffect(() => {
    if (reported) noteRef.current?.focus();
  }, [reported]);

  if (alreadyReported || reported) {
    return (
      <p className="status-note focus-target" tabIndex={-1} ref={noteRef}>
        <Flag size={16} aria-hidden="true" />
        {t('reviews.report.reported')}
      </p>
    );
  }
  if (role && !signedIn.includes(role)) return null;
  if (!reporter) {
    return (
      <Link
        className="button button--quiet report-button"
        to="/signin"
        state={{ from: location.pathname + location.search }}
      >
        <Flag size={16} aria-hidden="true" />
        {t('reviews.report.signIn')}
      </Link>
    );
  }

  return (
    <>
      <button type="button" className="button button--quiet report-button" onClick={() => setOpen(true)}>
        <Flag size={16} aria-hidden="true" />
        {t('reviews.report.open')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog
            reviewId={reviewId}
            role={reporter}
            onClose={() => setOpen(false)}
            onDone={() => {
              setOpen(false);
              setReported(true);
              onReported?.();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
