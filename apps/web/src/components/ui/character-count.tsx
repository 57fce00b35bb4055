import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from './cx';

/**
 * How many characters are left (or `text`, a count worded by its form): shown at once, and told
 * to screen readers once typing pauses (announcing every keystroke would drown the typing out).
 */
export function CharacterCount({ id, used, max, text }: { id: string; used: number; max: number; text?: string }) {
  const { t } = useTranslation();
  const shown = text ?? t('jobFacts.charactersLeft', { remaining: Math.max(max - used, 0), max });
  const [announced, setAnnounced] = useState(shown);
  useEffect(() => {
    const timer = window.setTimeout(() => setAnnounced(shown), 1000);
    return () => window.clearTimeout(timer);
  }, [shown]);
  return (
    <>
      <p id={id} className={cx('char-count', used >= max && 'char-count--limit')} aria-hidden="true">
        {shown}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {announced}
      </p>
    </>
  );
}
