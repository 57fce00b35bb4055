import type { MetadataJson } from 'libphonenumber-js/core';
import { loadOnce } from './load-once';

/**
 * libphonenumber's metadata in the browser (24 KB compressed), fetched when first needed rather
 * than with the page: by the phone field at the visitor's first action, or by a form's check that
 * came before it (components/ui/schema-form.tsx). Apart from lib/phone-numbers.ts, so that forms
 * without a phone number do not carry the library's code either.
 */
let metadata: MetadataJson | undefined;

/** Thrown by a phone check run before the metadata is here; the form's check waits and runs again. */
export class PhoneMetadataPending extends Error {
  constructor() {
    super('The phone metadata has not been fetched yet');
    this.name = 'PhoneMetadataPending';
  }
}

/** Fetches the metadata once; a failed fetch is tried again by the next call. */
export const loadPhoneMetadata: () => Promise<void> = loadOnce(() =>
  import('libphonenumber-js/min/metadata').then((module) => {
    metadata = module.default as unknown as MetadataJson;
  }),
);

/** The metadata, or PhoneMetadataPending while it has not been fetched. */
export function phoneMetadata(): MetadataJson {
  if (!metadata) throw new PhoneMetadataPending();
  return metadata;
}
