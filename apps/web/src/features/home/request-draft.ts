import { PROPERTY_TYPES, SERVICE_TIMES, TRADES, type Trade } from '@tradewise/shared';
import { sessionStore } from '../../lib/storage';
import type { RequestValues } from './request-steps';
import { splitLocation, tradeFromText } from './trade-match';

/** What the home page knows when the form opens: the hero's two inputs, or a chosen category. */
export interface RequestStart {
  service: string;
  location: string;
  trade?: Trade;
}

/** The answers of a request form in progress, and the step (0-based) the visitor was on. */
export interface RequestDraft {
  step: number;
  values: RequestValues;
}

/** Kept for the tab (sessionStorage): a reload or a trip elsewhere keeps the answers, a new visit does not. */
const STORAGE_KEY = 'homeRequestDraft';
const STEPS = 5;

/** The answers the form opens with: what the hero or the category carried in, nothing else. */
export function startValues(start: RequestStart, nameOf: (trade: Trade) => string): RequestValues {
  const { postcode, city } = splitLocation(start.location);
  return {
    tradespersonType: (start.trade ?? tradeFromText(start.service, nameOf) ?? '') as Trade,
    serviceCompletionTime: '' as RequestValues['serviceCompletionTime'],
    propertyType: '' as RequestValues['propertyType'],
    address: { street: '', city, postcode },
    contactDetails: { email: '', confirmEmail: '' },
  };
}

/** Saved answers brought back, with what was just carried in (a chosen trade, a typed place) on top. */
export function restoreWith(draft: RequestDraft, start: RequestValues): RequestValues {
  const { values } = draft;
  return {
    ...values,
    tradespersonType: start.tradespersonType || values.tradespersonType,
    address: {
      street: values.address.street,
      city: start.address.city || values.address.city,
      postcode: start.address.postcode || values.address.postcode,
    },
  };
}

const answers = (values: RequestValues) => [
  values.tradespersonType,
  values.serviceCompletionTime,
  values.propertyType,
  values.address.street,
  values.address.city,
  values.address.postcode,
  values.contactDetails.email,
  values.contactDetails.confirmEmail,
];

/** True when the visitor has given an answer beyond what the form opened with (closing would lose it). */
export function hasAnswers(values: RequestValues, start: RequestValues): boolean {
  const given = answers(values);
  return answers(start).some((value, index) => (given[index] ?? '').trim() !== value.trim());
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const oneOf = <T extends string>(list: readonly T[], value: unknown) => (list.includes(value as T) ? value : '') as T;

/** Reads saved answers, keeping only what the form can show; anything else is dropped. */
export function parseDraft(raw: string | null): RequestDraft | null {
  let data: unknown;
  try {
    data = JSON.parse(raw ?? '');
  } catch {
    return null;
  }
  const { step, values } = (data ?? {}) as { step?: unknown; values?: unknown };
  if (typeof values !== 'object' || values === null) return null;
  const v = values as Record<string, unknown>;
  const record = (value: unknown) =>
    (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const address = record(v.address);
  const contact = record(v.contactDetails);
  return {
    step: Number.isInteger(step) ? Math.min(Math.max(step as number, 0), STEPS - 1) : 0,
    values: {
      tradespersonType: oneOf(TRADES, v.tradespersonType),
      serviceCompletionTime: oneOf(SERVICE_TIMES, v.serviceCompletionTime),
      propertyType: oneOf(PROPERTY_TYPES, v.propertyType),
      address: { street: text(address.street), city: text(address.city), postcode: text(address.postcode) },
      contactDetails: { email: text(contact.email), confirmEmail: text(contact.confirmEmail) },
    },
  };
}

export const loadDraft = () => parseDraft(sessionStore.get(STORAGE_KEY));
export const saveDraft = (draft: RequestDraft) => sessionStore.set(STORAGE_KEY, JSON.stringify(draft));
export const clearDraft = () => sessionStore.remove(STORAGE_KEY);
