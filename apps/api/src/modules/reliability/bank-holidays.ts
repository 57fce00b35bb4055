/**
 * England and Wales bank holidays, 2025 to 2028 (London dates). Source: gov.uk, "UK bank holidays"
 * (https://www.gov.uk/bank-holidays, its bank-holidays.json, division "england-and-wales"). A holiday
 * on a weekend is replaced by its substitute day, as listed there (Boxing Day 2026 falls on a
 * Saturday: Monday 28 December; Christmas and Boxing Day 2027 fall on a weekend: 27 and 28 December).
 * 2028 follows the same rules and should be checked against gov.uk once it publishes that year.
 */
export const BANK_HOLIDAYS_ENGLAND_AND_WALES: ReadonlySet<string> = new Set([
  // 2025
  '2025-01-01',
  '2025-04-18',
  '2025-04-21',
  '2025-05-05',
  '2025-05-26',
  '2025-08-25',
  '2025-12-25',
  '2025-12-26',
  // 2026
  '2026-01-01',
  '2026-04-03',
  '2026-04-06',
  '2026-05-04',
  '2026-05-25',
  '2026-08-31',
  '2026-12-25',
  '2026-12-28',
  // 2027
  '2027-01-01',
  '2027-03-26',
  '2027-03-29',
  '2027-05-03',
  '2027-05-31',
  '2027-08-30',
  '2027-12-27',
  '2027-12-28',
  // 2028
  '2028-01-03',
  '2028-04-14',
  '2028-04-17',
  '2028-05-01',
  '2028-05-29',
  '2028-08-28',
  '2028-12-25',
  '2028-12-26',
]);
