import { useEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface SummaryItem {
  /** The id of the control the message is about. */
  id: string;
  text: string;
}

interface ErrorSummaryProps {
  items: SummaryItem[];
  /** Changes on every submit attempt: the summary takes focus each time so it is announced. */
  focusKey: number;
}

/** The error summary shown at the top of a form after a submit with errors (GOV.UK pattern). */
export function ErrorSummary({ items, focusKey }: ErrorSummaryProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const visible = items.length > 0;

  useEffect(() => {
    if (visible) ref.current?.focus();
    // Focus on each new submit only, not while the person fixes fields.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusKey]);

  if (!visible) return null;

  const goTo = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const control = document.getElementById(id);
    if (!control) return;
    event.preventDefault();
    control.closest('.field')?.scrollIntoView({ block: 'start' });
    control.focus({ preventScroll: true });
  };

  return (
    <div className="error-summary" role="alert" tabIndex={-1} ref={ref} aria-labelledby="error-summary-title">
      <h2 className="error-summary__title" id="error-summary-title">
        {t('errorSummary.title')}
      </h2>
      <ul className="error-summary__list">
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`} onClick={(event) => goTo(event, item.id)}>
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
