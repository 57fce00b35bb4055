// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/preact';
import { unmountAll } from '../test-support/unmount';
import { STEP, useInSteps } from './use-in-steps';

afterEach(() => unmountAll());

const nextTask = () => new Promise((resolve) => setTimeout(resolve));
const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

function List({ items, whole, rendered = [] }: { items: number[]; whole?: boolean; rendered?: number[] }) {
  const shown = useInSteps(items, whole);
  rendered.push(shown.length);
  return (
    <ul>
      {shown.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

describe('a long list rendered in steps', () => {
  it('renders a list that arrives a few items at a time, each step in a task of its own, until all are shown', async () => {
    const rendered: number[] = [];
    const view = render(<List items={[]} rendered={rendered} />);
    view.rerender(<List items={numbers(20)} rendered={rendered} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(STEP);
    await nextTask();
    // The rest waits for a task of its own.
    expect(screen.getAllByRole('listitem').length).toBeLessThan(20);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(20));
    const steps = Array.from({ length: Math.ceil(20 / STEP) }, (_, index) => Math.min(20, (index + 1) * STEP));
    expect([...new Set(rendered)]).toEqual([0, ...steps]);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(numbers(20).map(String));
  });

  it('renders a list that is there from the start whole at once (going Back restores its scroll position)', () => {
    render(<List items={numbers(24)} whole />);
    expect(screen.getAllByRole('listitem')).toHaveLength(24);
  });

  it('renders items added to a list shown in full (a next page) in steps too', async () => {
    const rendered: number[] = [];
    const view = render(<List items={numbers(STEP)} rendered={rendered} />);
    view.rerender(<List items={numbers(STEP * 4)} rendered={rendered} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(STEP);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(STEP * 4));
    expect([...new Set(rendered)]).toEqual([STEP, STEP * 2, STEP * 3, STEP * 4]);
  });
});
