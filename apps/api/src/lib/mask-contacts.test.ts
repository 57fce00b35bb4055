import { describe, expect, it } from 'vitest';
import { MASK, maskContacts } from './mask-contacts.js';

/** Issue 38, item 9: the ways round the masking an attacker found, each hidden now. */
describe('contact details are found however they are written', () => {
  it.each([
    ['plain', 'Call me on 07400 123111 tomorrow'],
    ['spelled digits', 'Call me on zero seven four zero zero one two three one one one tomorrow'],
    ['spelled with oh and double', 'Call me on oh seven four double oh one two three triple one tomorrow'],
    ['French words', 'Appelez le zéro sept quatre zéro zéro un deux trois un un un tomorrow'],
    ['Spanish words', 'Llama al cero siete cuatro cero cero uno dos tres uno uno uno tomorrow'],
    ['underscores', 'Call me on 0740_0123_111 tomorrow'],
    ['commas', 'Call me on 0740,0123,111 tomorrow'],
    ['tabs', 'Call me on 07400\t123\t111 tomorrow'],
    ['new lines', 'Call me on\n07400\n123\n111\ntomorrow'],
    ['maths bold digits', 'Call me on 𝟎𝟕𝟒𝟎𝟎 𝟏𝟐𝟑𝟏𝟏𝟏 tomorrow'],
    ['full-width digits', 'Call me on ０７４００ １２３１１１ tomorrow'],
    ['letters for digits', 'Call me on O74OO l23lll tomorrow'],
    ['Arabic-Indic digits', 'Call me on ٠٧٤٠٠ ١٢٣١١١ tomorrow'],
    ['zero-width spaces', 'Call me on 0\u200b7\u200b4\u200b0\u200b0 123111 tomorrow'],
    ['an email', 'Write to tom@probe.test tomorrow'],
    ['at and dot in words', 'Write to tom at probe dot test tomorrow'],
    ['at and dot bracketed', 'Write to tom (at) probe [dot] test tomorrow'],
    ['full-width at sign', 'Write to tom＠probe.test tomorrow'],
    ['French arobase', 'Écrivez à tom arobase probe point test tomorrow'],
    ['Spanish arroba', 'Escribe a tom arroba probe punto test tomorrow'],
  ])('%s', (_label, text) => {
    const { text: shown, masked } = maskContacts(text);
    expect(masked).toBe(true);
    expect(shown).toContain(MASK);
    expect(shown).toMatch(/tomorrow$/);
    expect(shown.replace(MASK, '')).not.toMatch(/\d{3}|probe|𝟎|０|٠|l23|seven|sept|siete/);
  });

  it.each([
    'I can fit two taps and one basin on the 3rd, for £240.50.',
    'Insured for £2,000,000.00 with Hiscox; 15 years trading.',
    'One or two days, starting at 9 on Monday.',
    'Look at the boiler first, then the radiators.',
    'Un plombier peut venir à 8 h, deux jours de travail.',
  ])('leaves ordinary words and figures alone: %s', (text) => {
    expect(maskContacts(text)).toEqual({ text, masked: false });
  });
});
