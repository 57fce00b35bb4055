import { numberFormat } from '../../lib/format-locale';

/** An average with its one decimal ("4.0", "4,6"), or a whole score as it is ("4"). */
export function formatScore(value: number, language: string | undefined, { average = true } = {}): string {
  const digits = average ? 1 : 0;
  return numberFormat(language, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/** A count in the reader's convention ("2,500", "2 500", "2500"). */
export function formatCount(value: number, language: string | undefined): string {
  return numberFormat(language).format(value);
}
