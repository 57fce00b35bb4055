import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** Returns the number in E.164 (leading plus) when it is a valid number, else null. */
export function normalisePhone(input: string): string | null {
  const phone = parsePhoneNumberFromString(input.trim(), 'GB');
  if (!phone || !phone.isValid()) return null;
  return phone.number;
}
