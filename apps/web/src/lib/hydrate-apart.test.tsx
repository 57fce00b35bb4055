// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { Suspense, lazy, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'preact-render-to-string';
import { HydrateApart, afterPartsHydrated, setHydrating } from './hydrate-apart';

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

function Counter({ log }: { log: string[] }) {
  const [count, setCount] = useState(0);
  log.push('counter');
  return (
    <header>
      <button type="button" onClick={() => setCount(count + 1)}>
        Pressed {count}
      </button>
    </header>
  );
}

function Page({ log, part = 'header' }: { log: string[]; part?: string }) {
  log.push('page');
  return (
    <div>
      <HydrateApart part={part}>
        <Counter log={log} />
      </HydrateApart>
      <main>Page</main>
    </div>
  );
}

describe('a part of a prerendered page hydrated apart', () => {
  it('keeps the sent HTML while the rest hydrates, then hydrates it in the next task without replacing it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page log={[]} />);
    document.body.append(container);
    const sentHeader = container.querySelector('header');
    expect(container.textContent).toBe('Pressed 0Page');

    const log: string[] = [];
    setHydrating(true);
    hydrateRoot(container, <Page log={log} />);
    setHydrating(false);
    // The page is hydrated; the part waits, its HTML still on the screen.
    expect(log).toEqual(['page']);
    expect(container.querySelector('header')).toBe(sentHeader);

    await nextTask();
    await nextTask();
    expect(log).toEqual(['page', 'counter']);
    // The same element, now alive.
    expect(container.querySelector('header')).toBe(sentHeader);
    container.querySelector('button')!.click();
    await nextTask();
    expect(container.textContent).toBe('Pressed 1Page');
    expect(container.querySelectorAll('header')).toHaveLength(1);
  });

  it('renders at once when the page is not being hydrated', () => {
    const container = document.createElement('div');
    const log: string[] = [];
    hydrateRoot(container, <Page log={log} part="footer" />);
    expect(log).toEqual(['page', 'counter']);
    expect(container.textContent).toBe('Pressed 0Page');
  });

  it('hydrates apart the parts of content that waits for a chunk, until the page has come to life', async () => {
    // The page's content waits for a chunk (as a page's server-state layer does), so it hydrates
    // in a later task than the first render: its sections are still hydrated a task each.
    let arrive: () => void = () => {};
    const chunk = new Promise<void>((resolve) => (arrive = resolve));
    const log: string[] = [];
    const Content = lazy(() =>
      chunk.then(() => ({
        default: () => (
          <section>
            <HydrateApart part="late-section">
              <Counter log={log} />
            </HydrateApart>
          </section>
        ),
      })),
    );
    const Shell = () => (
      <div>
        <Suspense fallback={null}>
          <Content />
        </Suspense>
      </div>
    );
    const container = document.createElement('div');
    container.innerHTML = '<div><section><header><button type="button">Pressed 0</button></header></section></div>';
    document.body.append(container);
    const sentHeader = container.querySelector('header');

    setHydrating(true);
    hydrateRoot(container, <Shell />);
    arrive();
    await chunk;
    await Promise.resolve();
    // The content has hydrated; its section waits for a task of its own, its HTML kept.
    expect(log).toEqual([]);
    expect(container.querySelector('header')).toBe(sentHeader);

    const alive = new Promise<void>((resolve) => afterPartsHydrated(resolve));
    await alive;
    await nextTask();
    expect(log).toEqual(['counter']);
    expect(container.querySelector('header')).toBe(sentHeader);

    // The page is alive: the hydration is over, and a part rendered now (another page) is at once.
    const next = document.createElement('div');
    const nextLog: string[] = [];
    hydrateRoot(next, <Page log={nextLog} part="after-life" />);
    expect(nextLog).toEqual(['page', 'counter']);
  });
});
