import { useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from './cx';
import './password-strength.css';

type Score = 0 | 1 | 2 | 3 | 4;
type Estimator = (password: string, personal?: string[]) => Score;

/**
 * zxcvbn-ts and its dictionaries weigh several hundred kilobytes: fetched once, the first time a
 * new-password field is shown, never with the pages that have none.
 */
let estimator: Promise<Estimator> | undefined;
const loadEstimator = () =>
  (estimator ??= import('@tradewise/shared/password-strength').then((module) => module.passwordScore));

const SCORES = [0, 1, 2, 3, 4] as const;

interface PasswordStrengthProps {
  /** The id of the password input, so the meter's words are read with it. */
  id: string;
  password: string;
  /** The person's own name and email: a password made of them is weak. */
  personal?: string[];
}

/**
 * A guide while typing a new password: a bar of four and a word (very weak to very strong) with a
 * short hint. Only advice: the server's verdict (score 2 or more) decides.
 */
export function PasswordStrength({ id, password, personal = [] }: PasswordStrengthProps) {
  const { t } = useTranslation();
  const [score, setScore] = useState<Score | null>(null);
  const typed = useDeferredValue(password);
  const personalKey = personal.join('\n');

  useEffect(() => {
    let current = true;
    if (!typed) {
      setScore(null);
      return;
    }
    void loadEstimator().then((measure) => {
      if (current) setScore(measure(typed, personalKey.split('\n')));
    });
    return () => {
      current = false;
    };
  }, [typed, personalKey]);

  const shown = typed ? score : null;
  return (
    <div className="strength" id={`${id}-strength`}>
      <div className={cx('strength__bar', shown !== null && `strength__bar--${shown}`)} aria-hidden="true">
        {SCORES.slice(1).map((step) => (
          <span
            key={step}
            className={cx('strength__step', shown !== null && (shown >= step || step === 1) && 'strength__step--on')}
          />
        ))}
      </div>
      <p className="strength__text" aria-live="polite">
        {shown === null ? (
          t('recovery.strength.empty')
        ) : (
          <>
            <strong>{t('recovery.strength.label', { level: t(`recovery.strength.levels.${shown}`) })}</strong>{' '}
            {t(`recovery.strength.hints.${shown}`)}
          </>
        )}
      </p>
    </div>
  );
}
