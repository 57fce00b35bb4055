/** What a visitor does first on a page: press, type, touch. */
export const FIRST_ACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Calls `callback` at the visitor's first action on the page (each of `types`, once, before the
 * page's own handlers); returns what stops listening.
 */
export function onFirstAction(callback: () => void, types: readonly string[] = FIRST_ACTIONS): () => void {
  for (const type of types) window.addEventListener(type, callback, { capture: true, once: true });
  return () => {
    for (const type of types) window.removeEventListener(type, callback, { capture: true });
  };
}
