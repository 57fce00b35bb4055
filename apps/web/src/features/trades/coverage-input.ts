import { LIMITS, coverageSchema } from '@tradewise/shared';

/** "sw, M1 ;  ls6" -> ["sw", "M1", "ls6"]: commas, semicolons or spaces separate entries. */
export const splitCoverage = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);

export type CoverageCheck =
  | { ok: true; areas: string[] }
  /** `message` is an i18n key; `invalid` lists the entries that are not areas or districts. */
  | { ok: false; message: string; invalid: string[] };

/**
 * Checks the typed added areas with the shared rule the API applies (normalised, deduplicated);
 * none at all is allowed, the radius alone then being covered.
 */
export function checkCoverage(text: string): CoverageCheck {
  const entries = splitCoverage(text);
  const result = coverageSchema.safeParse({ areas: entries });
  if (result.success) return { ok: true, areas: result.data.coverage };
  const invalid = [
    ...new Set(
      result.error.issues.flatMap((issue) =>
        issue.path.length === 2 && typeof issue.path[1] === 'number' ? [entries[issue.path[1]] ?? ''] : [],
      ),
    ),
  ].filter(Boolean);
  return { ok: false, message: result.error.issues[0]?.message ?? 'coverage.invalid', invalid };
}

/** The radius a typed text names, when it is a whole number of miles within the limits. */
export function radiusFrom(text: string): number | undefined {
  const miles = Number(text.trim());
  return text.trim() !== '' &&
    Number.isInteger(miles) &&
    miles >= LIMITS.minRadiusMiles &&
    miles <= LIMITS.maxRadiusMiles
    ? miles
    : undefined;
}
