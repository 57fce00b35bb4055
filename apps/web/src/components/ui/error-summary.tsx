import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
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

/**
 * The name of the field a control belongs to, as the person reads it: its group's legend for a
 * radio or checkbox (or a fieldset), its label otherwise.
 */
function fieldName(id: string): string {
  const control = document.getElementById(id);
  if (!control) return '';
  const grouped =
    control instanceof HTMLFieldSetElement ||
    (control instanceof HTMLInputElement && (control.type === 'radio' || control.type === 'checkbox'));
  const group = grouped ? control.closest('fieldset')?.querySelector('legend') : null;
  const label = group ?? (control as HTMLInputElement).labels?.[0] ?? null;
  return label?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

/** The error summary shown at the top of a form after a submit with errors (GOV.UK pattern). */
export function ErrorSummary({ items, focusKey }: ErrorSummaryProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const visible = items.length > 0;
  // Each entry names its field ("Email address: This field is required."), read from the form's
  // own labels once they are on the page (a message that already names it is left as it is).
  const [names, setNames] = useState<Record<string, string>>({});
  const ids = items.map((item) => item.id).join(' ');
  useLayoutEffect(() => {
    setNames(Object.fromEntries(ids.split(' ').map((id) => [id, fieldName(id)])));
  }, [ids]);

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
        {items.map((item) => {
          const name = names[item.id] ?? '';
          return (
            <li key={item.id}>
              <a href={`#${item.id}`} onClick={(event) => goTo(event, item.id)}>
                {name && !item.text.toLowerCase().includes(name.toLowerCase())
                  ? t('errorSummary.item', { field: name, message: item.text })
                  : item.text}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
