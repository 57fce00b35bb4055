import { findPhoneNumbersInText } from 'libphonenumber-js';

/** What a hidden phone number or email address reads as. */
export const MASK = '•••';

/**
 * The text as contact details are looked for in it, each character remembering where in the
 * original it came from (`from` and `to`, in UTF-16 units), so what is found there is hidden there.
 */
interface Skeleton {
  text: string;
  from: number[];
  to: number[];
}

const INVISIBLE = /[\p{Cf}]/u;
const DIACRITICS = /\p{M}/gu;

/**
 * Each character in NFKC (mathematical and full-width digits, `＠`), in lower case, without accents
 * or invisible characters, and any script's decimal digit as 0-9.
 */
function normalise(text: string): Skeleton {
  const out: Skeleton = { text: '', from: [], to: [] };
  let index = 0;
  for (const char of text) {
    const start = index;
    index += char.length;
    if (INVISIBLE.test(char)) continue;
    let plain = char.normalize('NFKC').toLowerCase().normalize('NFD').replace(DIACRITICS, '');
    if (/^\p{Nd}$/u.test(plain) && !/^[0-9]$/.test(plain)) plain = String(digitValue(text, start));
    for (const part of plain) {
      out.text += part;
      out.from.push(start);
      out.to.push(index);
    }
  }
  return out;
}

/** A decimal digit's value: Unicode puts each script's 0-9 in a row, so count back to its 0. */
function digitValue(text: string, at: number): number {
  const code = text.codePointAt(at)!;
  let steps = 0;
  while (steps < 9 && /\p{Nd}/u.test(String.fromCodePoint(code - steps - 1))) steps += 1;
  return steps % 10;
}

/** The skeleton with each match of `pattern` written as `replace(match)`, spanning the match's origin. */
function rewrite(skeleton: Skeleton, pattern: RegExp, replace: (match: RegExpExecArray) => string): Skeleton {
  const out: Skeleton = { text: '', from: [], to: [] };
  let last = 0;
  const keep = (start: number, end: number) => {
    out.text += skeleton.text.slice(start, end);
    out.from.push(...skeleton.from.slice(start, end));
    out.to.push(...skeleton.to.slice(start, end));
  };
  for (const match of skeleton.text.matchAll(pattern)) {
    const start = match.index;
    const end = start + match[0].length;
    keep(last, start);
    const written = replace(match);
    for (let i = 0; i < written.length; i += 1) {
      out.text += written[i];
      out.from.push(skeleton.from[start]!);
      out.to.push(skeleton.to[end - 1]!);
    }
    last = end;
  }
  keep(last, skeleton.text.length);
  return out;
}

/** Digits spelled out in English, French and Spanish ("oh" and "nought" for zero, as said in the UK). */
const NUMBER_WORDS: Record<string, string> = {
  zero: '0',
  oh: '0',
  nought: '0',
  nil: '0',
  cero: '0',
  one: '1',
  un: '1',
  une: '1',
  uno: '1',
  una: '1',
  two: '2',
  deux: '2',
  dos: '2',
  three: '3',
  trois: '3',
  tres: '3',
  four: '4',
  quatre: '4',
  cuatro: '4',
  five: '5',
  cinq: '5',
  cinco: '5',
  six: '6',
  seis: '6',
  seven: '7',
  sept: '7',
  siete: '7',
  eight: '8',
  huit: '8',
  ocho: '8',
  nine: '9',
  neuf: '9',
  nueve: '9',
};
const SPELLED = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:(double|triple|doble|triple)[\\s-]+)?(${Object.keys(NUMBER_WORDS).join('|')})(?![\\p{L}\\p{N}])`,
  'gu',
);
/** Letters that pass for digits beside digits: o for 0; l, i and | for 1. */
const LOOK_ALIKES: Record<string, string> = { o: '0', ο: '0', о: '0', l: '1', i: '1', ı: '1', '|': '1' };
const LOOK_ALIKE_RUN = /(?<![\p{L}\p{N}])[\doοоliı|](?:[^\p{L}\p{N}]{0,3}[\doοоliı|])*(?![\p{L}\p{N}])/gu;
/** "at" and "dot" in words (en, fr, es), bracketed or not, between the parts of an address. */
const AT_WORD = /\s*[([{<]?\s*(?<![\p{L}\p{N}])(?:at|arobase|arroba)(?![\p{L}\p{N}])\s*[)\]}>]?\s*/gu;
const DOT_WORD = /\s*[([{<]?\s*(?<![\p{L}\p{N}])(?:dot|point|punto)(?![\p{L}\p{N}])\s*[)\]}>]?\s*/gu;

/** A sum of money ("£2,000,000.00") is not a phone number, however many digits it has. */
const MONEY = /[£$€]\s?\d[\d,.\s]*\d/gu;
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
/** Eight digits or more, whatever spaces, lines, dots, commas, dashes or underscores lie between. */
const DIGIT_RUN = /\+?\d(?:[\s().,_\-/·]{0,3}\d){7,}/gu;

/** The skeleton in which contact details are looked for: digits as digits, "at" and "dot" as signs. */
function skeletonOf(text: string): Skeleton {
  let skeleton = normalise(text);
  skeleton = rewrite(skeleton, SPELLED, (match) =>
    NUMBER_WORDS[match[2]!]!.repeat(match[1] ? (match[1] === 'triple' ? 3 : 2) : 1),
  );
  skeleton = rewrite(skeleton, LOOK_ALIKE_RUN, (match) =>
    /\d/.test(match[0]) ? match[0].replace(/[oοоliı|]/gu, (char) => LOOK_ALIKES[char]!) : match[0],
  );
  skeleton = rewrite(skeleton, AT_WORD, (match) => (match[0].trim() === '' ? match[0] : '@'));
  skeleton = rewrite(skeleton, DOT_WORD, (match) => (match[0].trim() === '' ? match[0] : '.'));
  return rewrite(skeleton, MONEY, () => '¤');
}

/**
 * The text with phone numbers (UK numbering first) and email addresses replaced by MASK, and
 * whether anything was. They are looked for in the text as read, not as typed: any script's or
 * style's digits, digits spelled in English, French or Spanish, o and l among digits, any spacing,
 * lines or punctuation between groups, "at" and "dot" in words, full-width `＠`. The one rule for
 * contact details the platform does not pass on before a hire: in messages (modules/messaging),
 * job descriptions and quotations (modules/jobs), and public review replies (modules/reviews).
 */
export function maskContacts(text: string): { text: string; masked: boolean } {
  const skeleton = skeletonOf(text);
  const spans: [number, number][] = [];
  const hide = (start: number, end: number) => spans.push([skeleton.from[start]!, skeleton.to[end - 1]!]);
  for (const found of findPhoneNumbersInText(skeleton.text, 'GB')) hide(found.startsAt, found.endsAt);
  for (const pattern of [EMAIL, DIGIT_RUN]) {
    for (const match of skeleton.text.matchAll(pattern)) hide(match.index, match.index + match[0].length);
  }
  if (spans.length === 0) return { text, masked: false };
  spans.sort((a, b) => a[0] - b[0]);
  let out = '';
  let from = 0;
  for (const [start, end] of spans) {
    if (end <= from) continue;
    out += start >= from ? `${text.slice(from, start)}${MASK}` : '';
    from = end;
  }
  return { text: out + text.slice(from), masked: true };
}
