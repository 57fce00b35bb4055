import { numberFormat } from './format-locale';

/** Miles as the language writes numbers, at most one decimal: "3.2", "3,2", "12". */
export const formatMiles = (miles: number, language: string | undefined) =>
  numberFormat(language, { maximumFractionDigits: 1 }).format(miles);
