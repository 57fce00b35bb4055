import { findPhoneNumbersInText } from 'libphonenumber-js';

/** What a hidden phone number or email address reads as. */
export const MASK = '•••';

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
/** Eight digits or more, however spaced or punctuated: a number the parser did not recognise. */
const DIGIT_RUN = /\+?\d(?:[ ().\-/]*\d){7,}/g;

/**
 * The text with phone numbers (UK numbering first) and email addresses replaced by MASK, and
 * whether anything was. The one rule for contact details the platform does not pass on: in
 * messages before a hire (modules/messaging), and in a tradesperson's public review replies
 * (modules/reviews).
 */
export function maskContacts(text: string): { text: string; masked: boolean } {
  let out = '';
  let from = 0;
  for (const found of findPhoneNumbersInText(text, 'GB')) {
    out += text.slice(from, found.startsAt) + MASK;
    from = found.endsAt;
  }
  out = (out + text.slice(from)).replace(EMAIL, MASK).replace(DIGIT_RUN, MASK);
  return { text: out, masked: out !== text };
}
