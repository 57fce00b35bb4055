import { Suspense, type ReactNode } from 'react';

let hydrating = false;
const waiting = new Map<string, Promise<void> | 'hydrated'>();

/**
 * Set by main.tsx before the first render of a prerendered page, which hydrates it. The hydration
 * lasts until the page has come to life (afterPartsHydrated): a page whose content waits for a
 * chunk (the server-state layer) hydrates that content in a later task, its parts included.
 */
export function setHydrating(value: boolean) {
  hydrating = value;
}

/**
 * A part of a prerendered page (the header, the footer, a page's sections) hydrated in a task of
 * its own, after the rest: on a slow phone one task hydrating the whole page keeps a tap waiting
 * for a fifth of a second. Meanwhile Preact keeps the part's sent HTML (its links work, its
 * buttons wait for the page to come to life, see afterPartsHydrated). Anywhere else, and once
 * hydrated, it renders at once.
 * `children` must render one element.
 */
export function HydrateApart({ part, children }: { part: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitForNextTask part={part}>{children}</WaitForNextTask>
    </Suspense>
  );
}

/**
 * Runs `then` once every part still waiting has been hydrated (in the task that hydrates the last),
 * at once when none waits: the page comes to life only then (LiveFieldset), so no field or button
 * is usable before its part is alive. The first page's hydration is then over.
 */
export function afterPartsHydrated(then: () => void) {
  const done = () => {
    hydrating = false;
    then();
  };
  const pending = [...waiting.values()].filter((wait) => wait instanceof Promise);
  if (pending.length === 0) done();
  else void Promise.all(pending).then(done);
}

function WaitForNextTask({ part, children }: { part: string; children: ReactNode }) {
  const wait = waiting.get(part);
  if (wait instanceof Promise) throw wait;
  if (wait === undefined && hydrating) {
    const next = new Promise<void>((resolve) =>
      setTimeout(() => {
        waiting.set(part, 'hydrated');
        resolve();
      }),
    );
    waiting.set(part, next);
    throw next;
  }
  return children;
}
