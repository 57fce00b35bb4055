// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { scoreField } from '@tradewise/shared';
import { useSchemaForm } from '../ui/schema-form';
import { ScoreInput } from './score-input';
import en from '../../../../../packages/locales/en/reviews.json';

const schema = z.object({ quality: scoreField });
let submitted: unknown[] = [];

function QualityForm() {
  const form = useSchemaForm(schema, { fields: ['quality'], idPrefix: 'test', defaultValues: {} });
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => submitted.push(values))}>
      <Controller
        control={form.control}
        name="quality"
        render={({ field }) => (
          <ScoreInput
            id={form.idOf('quality')}
            name={field.name}
            legend="Quality of work"
            hint="Was the work well done?"
            error={form.error('quality')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
      <button type="submit">Send</button>
    </form>
  );
}

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const checked = () => screen.getAllByRole('radio').filter((input) => (input as HTMLInputElement).checked);
const send = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    // The form validates asynchronously (its resolver is imported at the first check,
    // ui/schema-form.tsx): each test waits for what it expects, however long that import takes.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
};

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: en } },
    showSupportNotice: false,
  });
});

afterEach(() => {
  cleanup();
  submitted = [];
});

describe('ScoreInput', () => {
  it('is a group of five radios named by their legend, each labelled with its stars and meaning', () => {
    render(<QualityForm />);
    const group = screen.getByRole('group', { name: 'Quality of work' });
    expect(group.getAttribute('aria-describedby')).toBe('test-quality-hint');
    const names = ['1 star: Poor', '2 stars: Fair', '3 stars: Good', '4 stars: Very good', '5 stars: Excellent'];
    expect(screen.getAllByRole('radio')).toEqual(names.map(radio));
    expect(checked()).toEqual([]);
    expect(screen.getByText('Not chosen yet')).toBeTruthy();
    // Without a choice, Tab reaches the first star only.
    expect(radio('1 star: Poor').tabIndex).toBe(0);
    expect(radio('2 stars: Fair').tabIndex).toBe(-1);
    // The error summary links to the field's id: the first star.
    expect(radio('1 star: Poor').id).toBe('test-quality');
  });

  it('takes a click and gives the form a number', async () => {
    render(<QualityForm />);
    await act(async () => {
      fireEvent.click(radio('4 stars: Very good'));
    });
    expect(checked()).toEqual([radio('4 stars: Very good')]);
    expect(screen.getByText('4 stars: Very good', { selector: '.score-input__chosen' })).toBeTruthy();
    expect(radio('4 stars: Very good').tabIndex).toBe(0);
    expect(radio('1 star: Poor').tabIndex).toBe(-1);
    await send();
    await waitFor(() => expect(submitted).toEqual([{ quality: 4 }]));
  });

  it('moves with the arrow keys, Home and End, keeping the focus on the chosen star', async () => {
    render(<QualityForm />);
    radio('1 star: Poor').focus();
    const press = async (key: string) => {
      await act(async () => {
        fireEvent.keyDown(document.activeElement!, { key });
      });
    };
    await press('ArrowRight');
    expect(checked()).toEqual([radio('2 stars: Fair')]);
    await press('ArrowUp');
    expect(checked()).toEqual([radio('3 stars: Good')]);
    expect(document.activeElement).toBe(radio('3 stars: Good'));
    await press('ArrowLeft');
    expect(checked()).toEqual([radio('2 stars: Fair')]);
    await press('End');
    expect(checked()).toEqual([radio('5 stars: Excellent')]);
    await press('ArrowRight');
    expect(checked()).toEqual([radio('5 stars: Excellent')]);
    await press('Home');
    await press('ArrowDown');
    expect(checked()).toEqual([radio('1 star: Poor')]);
    expect(document.activeElement).toBe(radio('1 star: Poor'));
    await send();
    await waitFor(() => expect(submitted).toEqual([{ quality: 1 }]));
  });

  it('refuses a missing score with its message, tied to the group', async () => {
    render(<QualityForm />);
    await send();
    expect(await screen.findByText('Choose a score from 1 to 5 stars.')).toBeTruthy();
    expect(submitted).toEqual([]);
    const group = screen.getByRole('group', { name: 'Quality of work' });
    expect(group.getAttribute('aria-describedby')).toBe('test-quality-hint test-quality-error');
    expect(radio('1 star: Poor').getAttribute('aria-invalid')).toBe('true');
    // Choosing a score clears it.
    await act(async () => {
      fireEvent.click(radio('5 stars: Excellent'));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await waitFor(() => expect(screen.queryByText('Choose a score from 1 to 5 stars.')).toBeNull());
  });
});
