import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../components/ui/cx';

/**
 * How many characters are left: shown at once, and told to screen readers once typing pauses
 * (announcing every keystroke would drown the typing out).
 */
export function CharacterCount({ id, used, max }: { id: string; used: number; max: number }) {
  const { t } = useTranslation();
  const text = t('jobFacts.charactersLeft', { remaining: Math.max(max - used, 0), max });
  const [announced, setAnnounced] = useState(text);
  useEffect(() => {
    const timer = window.setTimeout(() => setAnnounced(text), 1000);
    return () => window.clearTimeout(timer);
  }, [text]);
  return (
    <>
      <p id={id} className={cx('char-count', used >= max && 'char-count--limit')} aria-hidden="true">
        {text}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {announced}
      </p>
    </>
  );
}
