import { useTranslation } from 'react-i18next';
import type { JobStatus, PropertyType, QuotationStatus, ServiceTime } from '@tradewise/shared';
import { dateFormat, formatPounds } from './format-locale';

export function formatDate(iso: string, language: string | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormat(language, { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

/**
 * A calendar day (YYYY-MM-DD, a London date: a quote's validity or start, a leave's end) in full,
 * "12 January 2027". Read at noon UTC, it is that same day in London in every season.
 */
export const formatDay = (day: string, language: string | undefined): string =>
  formatDate(`${day}T12:00:00Z`, language);

export type Tone = 'success' | 'warning' | 'info' | 'error' | 'neutral';

export const JOB_STATUS_TONES: Record<JobStatus, Tone> = {
  open: 'info',
  hired: 'success',
  completed: 'neutral',
  cancelled: 'warning',
};

export const QUOTATION_STATUS_TONES: Record<QuotationStatus, Tone> = {
  accepted: 'success',
  pending: 'warning',
  declined: 'neutral',
};

/**
 * The words for a job's facts in the active language: trades, service times and property types
 * (one sentence-case label per value, in the enums catalogue), statuses, dates and prices.
 */
export function useJobFormat() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  return {
    trade: (value: string) => t(`trades.${value}`, { defaultValue: value }),
    serviceTime: (value: ServiceTime) => t(`serviceTimes.${value}`),
    propertyType: (value: PropertyType) => t(`propertyTypes.${value}`),
    jobStatus: (value: JobStatus) => t(`jobFacts.jobStatuses.${value}`),
    quotationStatus: (value: QuotationStatus) => t(`jobFacts.quotationStatuses.${value}`),
    date: (iso: string) => formatDate(iso, language),
    day: (day: string) => formatDay(day, language),
    price: (pounds: number) => formatPounds(pounds, language),
  };
}
