// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, act, render, screen } from '@testing-library/react';
import { ToastContainer } from 'react-toastify/unstyled';
import { toast } from '../../lib/toast';
import { ToastMessage } from './toast-message';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Shows one toast in a real container; answers what React complained about meanwhile. */
async function show(content: React.ReactNode) {
  const complaints = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  render(<ToastContainer />);
  await act(async () => {
    toast.error(content);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  await screen.findByText('Failed to submit your quotation.');
  return complaints.mock.calls.map((call) => call.map(String).join(' '));
}

describe('a toast of two lines', () => {
  it('is one block, title then reason, and React has nothing to say about it', async () => {
    const complaints = await show(
      <ToastMessage title="Failed to submit your quotation." detail="This job is no longer open." />,
    );
    expect(complaints).toEqual([]);
    const title = screen.getByText('Failed to submit your quotation.');
    const block = title.parentElement!;
    expect(block.className).toBe('toast-message');
    expect(block.textContent).toBe('Failed to submit your quotation.This job is no longer open.');
    // The block, not its lines, sits in the toast's row beside the icon and the close button.
    expect(block.parentElement!.className).toContain('Toastify__toast');
  });

  it('as a Fragment (the defect) puts each line in the toast row, side by side', async () => {
    await show(
      <>
        <p>Failed to submit your quotation.</p>
        <p>This job is no longer open.</p>
      </>,
    );
    for (const line of ['Failed to submit your quotation.', 'This job is no longer open.']) {
      expect(screen.getByText(line).parentElement!.className).toContain('Toastify__toast');
    }
  });
});
