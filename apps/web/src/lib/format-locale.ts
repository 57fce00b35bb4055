/** One rule for the browser and the emails: see packages/shared/src/format.ts. */
export { dateFormat, formatLocale, formatPounds, numberFormat } from '@tradewise/shared';
