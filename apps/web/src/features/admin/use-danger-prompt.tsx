import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';

/**
 * Asks before something that cannot be undone (a deletion, a suspension): `ask(item)` opens the
 * question in the one dialog, render `prompt`; cancelling does nothing, confirming runs `run`.
 * `body` says more under the question: whom it is about and what follows.
 */
export function useDangerPrompt<T>(
  question: (item: T) => string,
  confirmLabel: string,
  run: (item: T) => void,
  body?: (item: T) => ReactNode,
) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<{ item: T } | null>(null);
  return {
    ask: (item: T) => setAsking({ item }),
    prompt: (
      <ConfirmDialog
        open={asking !== null}
        title={asking ? question(asking.item) : ''}
        confirmLabel={confirmLabel}
        cancelLabel={t('adminCommon.cancel')}
        tone="danger"
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          setAsking(null);
          if (asking) run(asking.item);
        }}
      >
        {asking && body?.(asking.item)}
      </ConfirmDialog>
    ),
  };
}
