// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../lib/api';
import { StepForm, useStepForm } from './step-form';
import { TextField } from './text-field';

/** Two steps, one field each; messages are plain words (no catalogue needed). */
const schema = z.object({
  name: z.string().trim().min(1, { error: 'Name is required' }),
  city: z.string().trim().min(1, { error: 'City is required' }),
});

/** What the last submit does: nothing, or the server refusing the name. */
let refuse: ApiError | null = null;

function TwoSteps() {
  const form = useStepForm(schema, {
    idPrefix: 'test',
    steps: [['name'], ['city']],
    defaultValues: { name: '', city: '' },
  });
  const field = form.step === 0 ? 'name' : 'city';
  return (
    <StepForm
      form={form}
      focus="control"
      onSubmit={() => {
        if (refuse) form.routeServerErrors(refuse);
      }}
      labels={{ progress: `Step ${form.step + 1} of 2`, back: 'Back', next: 'Next', submit: 'Send', submitting: '…' }}
    >
      <TextField id={form.idOf(field)} label={field} error={form.error(field)} {...form.register(field)} />
    </StepForm>
  );
}

const click = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
    // The form validates asynchronously (its resolver is imported at the first check, schema-form.tsx):
    // each test waits for what it expects with findBy, however long that import takes.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
};

beforeAll(async () => {
  await i18n
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: { translation: {} } }, showSupportNotice: false });
});

afterEach(() => {
  cleanup();
  refuse = null;
});

describe('StepForm', () => {
  it('refuses Next while the step is invalid, and shows why', async () => {
    render(<TwoSteps />);
    await click('Next');
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Step 1 of 2')).toBeTruthy();
    expect(screen.queryByLabelText('city')).toBeNull();
  });

  it('moves on once the step is valid, and Back keeps the answers', async () => {
    render(<TwoSteps />);
    fireEvent.input(screen.getByLabelText('name'), { target: { value: 'Ada' } });
    await click('Next');
    expect(await screen.findByText('Step 2 of 2')).toBeTruthy();
    fireEvent.input(screen.getByLabelText('city'), { target: { value: 'Leeds' } });
    await click('Back');
    expect(await screen.findByText('Step 1 of 2')).toBeTruthy();
    expect((screen.getByLabelText('name') as HTMLInputElement).value).toBe('Ada');
    await click('Next');
    expect(await screen.findByText('Step 2 of 2')).toBeTruthy();
    expect((screen.getByLabelText('city') as HTMLInputElement).value).toBe('Leeds');
  });

  it("routes a server error on a field back to that field's step", async () => {
    refuse = new ApiError(400, 'VALIDATION_FAILED', 'Invalid', [
      { field: 'name', code: 'That name is taken', message: 'Taken' },
    ]);
    render(<TwoSteps />);
    fireEvent.input(screen.getByLabelText('name'), { target: { value: 'Ada' } });
    await click('Next');
    expect(await screen.findByText('Step 2 of 2')).toBeTruthy();
    fireEvent.input(screen.getByLabelText('city'), { target: { value: 'Leeds' } });
    await click('Send');
    expect(await screen.findByText('That name is taken')).toBeTruthy();
    expect(screen.getByText('Step 1 of 2')).toBeTruthy();
    expect((screen.getByLabelText('name') as HTMLInputElement).value).toBe('Ada');
  });

  it('puts the focus on the field to fix when Next is refused', async () => {
    render(<TwoSteps />);
    (document.activeElement as HTMLElement | null)?.blur();
    await click('Next');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('name')));
  });
});
