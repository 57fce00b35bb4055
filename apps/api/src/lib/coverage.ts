/**
 * A tradesperson's coverage is stored as one text column holding a JSON array of entries ("SW",
 * "SW1A"). Only this file knows that encoding: writing, reading, and finding one entry in it.
 */
export const encodeCoverage = (entries: readonly string[]): string => JSON.stringify(entries);

export const decodeCoverage = (column: string): string[] => JSON.parse(column) as string[];

/** The text that finds one entry in the column; quoted, so "SW" does not match inside "SW1A". */
export const coverageEntryText = (entry: string): string => JSON.stringify(entry);
