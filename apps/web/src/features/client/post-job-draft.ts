import { PROPERTY_TYPES, SERVICE_TIMES, TRADES, type PostJobInput } from '@tradewise/shared';

/** The answers while the form is being filled in: the enum steps may still be unanswered. */
export type PostJobValues = Omit<PostJobInput, 'workType' | 'serviceTime' | 'propertyType'> & {
  workType?: PostJobInput['workType'];
  serviceTime?: PostJobInput['serviceTime'];
  propertyType?: PostJobInput['propertyType'];
};

export const TOTAL_STEPS = 6;

export interface SavedPostJob {
  /** The step the person was on, 1 to 6. */
  step: number;
  values: PostJobValues;
}

export const EMPTY_VALUES: PostJobValues = {
  workType: undefined,
  serviceTime: undefined,
  propertyType: undefined,
  address: { street: '', city: '', postcode: '' },
  email: '',
  jobDescription: '',
};

/** Kept for the tab only (sessionStorage): answers survive a trip to sign in, not a new visit. */
const STORAGE_KEY = 'postJobDraft';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const oneOf = <T extends string>(list: readonly T[], value: unknown): T | undefined =>
  list.includes(value as T) ? (value as T) : undefined;

/** Reads saved answers, keeping only what the form can show; anything else is dropped. */
export function parseSaved(raw: string | null): SavedPostJob | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { step, values } = data as { step?: unknown; values?: unknown };
  if (typeof values !== 'object' || values === null) return null;
  const v = values as Record<string, unknown>;
  const address = (typeof v.address === 'object' && v.address !== null ? v.address : {}) as Record<string, unknown>;
  const requestId = text(v.requestId);
  const invite = text(v.invite);
  return {
    step: Number.isInteger(step) ? Math.min(Math.max(step as number, 1), TOTAL_STEPS) : 1,
    values: {
      workType: oneOf(TRADES, v.workType),
      serviceTime: oneOf(SERVICE_TIMES, v.serviceTime),
      propertyType: oneOf(PROPERTY_TYPES, v.propertyType),
      address: { street: text(address.street), city: text(address.city), postcode: text(address.postcode) },
      email: text(v.email),
      jobDescription: text(v.jobDescription),
      ...(requestId ? { requestId } : {}),
      ...(invite ? { invite } : {}),
    },
  };
}

export function loadSaved(): SavedPostJob | null {
  try {
    return parseSaved(window.sessionStorage.getItem(STORAGE_KEY));
  } catch {
    return null;
  }
}

export function save(saved: SavedPostJob): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
  } catch {
    // Storage unavailable: the answers live as long as the page.
  }
}

export function clearSaved(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}

/** True when there are answers in progress worth offering to continue. */
export const hasProgress = (saved: SavedPostJob | null) =>
  saved !== null && (saved.step > 1 || Boolean(saved.values.workType) || Boolean(saved.values.jobDescription.trim()));
