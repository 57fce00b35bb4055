import { useSyncExternalStore, type ReactNode } from 'react';

const unchanging = () => () => {};

/** False in the server's HTML and while React hydrates it; true once the page has come to life. */
export const useHydrated = () =>
  useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );

/**
 * A form's controls, disabled in the server's HTML until the page has come to life: a field does
 * not take typing its form would not see, and a submit never leaves as the browser's own (a GET
 * with the password in the address). Links work from the first byte. Laid out as if it were not
 * there (`display: contents`).
 */
export function LiveControls({ children }: { children: ReactNode }) {
  return (
    <fieldset className="live-controls" disabled={!useHydrated()}>
      {children}
    </fieldset>
  );
}
