import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import * as es from '@zxcvbn-ts/language-es-es';
import * as fr from '@zxcvbn-ts/language-fr';

/**
 * How hard a password is to guess, 0 (trivial) to 4 (very hard), by zxcvbn-ts: common passwords,
 * dictionary words of our three languages, names, dates, keyboard patterns, l33t speak, and the
 * person's own name or email (`personal`). Its own entry point, as its dictionaries are large: the
 * API loads it once, the web only beside a new-password field.
 */
export const MIN_PASSWORD_SCORE = 2;

/** Past this length every password scores well, and estimating costs more; the rest is ignored. */
const LENGTH_CONSIDERED = 64;

let factory: ZxcvbnFactory | undefined;

export function passwordScore(password: string, personal: string[] = []): 0 | 1 | 2 | 3 | 4 {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary, ...fr.dictionary, ...es.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  });
  // "Amelia Hughes" guards against "ameliahughes1" as well as "amelia" and "hughes".
  const words = personal
    .flatMap((value) => {
      const parts = value
        .toLowerCase()
        .split(/@/)[0]!
        .split(/[^\p{L}\p{N}]+/u);
      return [parts.join(''), ...parts];
    })
    .filter((word) => word.length >= 3);
  return factory.check(password.slice(0, LENGTH_CONSIDERED), words).score;
}

export const isStrongEnough = (password: string, personal: string[] = []) =>
  passwordScore(password, personal) >= MIN_PASSWORD_SCORE;
