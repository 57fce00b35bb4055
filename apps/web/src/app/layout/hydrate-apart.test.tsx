// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'preact-render-to-string';
import { HydrateApart, setHydrating } from './hydrate-apart';

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
});
