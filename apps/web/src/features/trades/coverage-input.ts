import { coverageSchema } from '@tradewise/shared';

/** "sw, M1 ;  ls6" -> ["sw", "M1", "ls6"]: commas, semicolons or spaces separate entries. */
export const splitCoverage = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);

export type CoverageCheck =
  | { ok: true; coverage: string[] }
  /** `message` is an i18n key; `invalid` lists the entries that are not areas or districts. */
  | { ok: false; message: string; invalid: string[] };

/** Checks typed areas with the shared rule the API applies (normalised, deduplicated). */
export function checkCoverage(text: string): CoverageCheck {
  const entries = splitCoverage(text);
  const result = coverageSchema.safeParse({ coverage: entries });
  if (result.success) return { ok: true, coverage: result.data.coverage };
  const invalid = [
    ...new Set(
      result.error.issues.flatMap((issue) =>
        issue.path.length === 2 && typeof issue.path[1] === 'number' ? [entries[issue.path[1]] ?? ''] : [],
      ),
    ),
  ].filter(Boolean);
  return { ok: false, message: result.error.issues[0]?.message ?? 'coverage.invalid', invalid };
}
