import { parsePhoneNumberFromString as parseWith, type CountryCode } from 'libphonenumber-js/core';
import { phoneMetadata } from './phone-metadata';

/**
 * The browser's `libphonenumber-js/min` (vite.config.ts points that import here): the same parse,
 * with the metadata fetched when first needed (lib/phone-metadata.ts). The shared phone check
 * (packages/shared/src/phone.ts) runs through it; the API keeps the library itself.
 */
export function parsePhoneNumberFromString(text: string, defaultCountry?: CountryCode) {
  const metadata = phoneMetadata();
  return defaultCountry ? parseWith(text, defaultCountry, metadata) : parseWith(text, metadata);
}
