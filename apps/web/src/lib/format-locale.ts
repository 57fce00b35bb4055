/** One rule for the browser and the emails: see packages/shared/src/format.ts. */
export { formatLocale, formatPounds } from '@tradewise/shared';
