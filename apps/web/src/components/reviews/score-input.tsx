import type { KeyboardEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import { cx } from '../ui/cx';
import { FieldMessages, describedBy } from '../ui/field';
import './reviews.css';

const SCORES = [1, 2, 3, 4, 5] as const;

interface ScoreInputProps {
  /** The first star's id (the error summary links to it); the others add "-2" to "-5". */
  id: string;
  /** The radios' group name. */
  name: string;
  legend: string;
  hint?: string;
  /** Already translated. */
  error?: string;
  value: number | null | undefined;
  onChange: (score: number) => void;
  onBlur?: () => void;
  /** Given the star to focus (the chosen one, else the first): react-hook-form's field ref. */
  ref?: Ref<HTMLInputElement>;
}

/** The star's own id: the first keeps the field's id. */
const starId = (id: string, score: number) => (score === 1 ? id : `${id}-${score}`);

/**
 * One score from 1 to 5 stars, the GOV.UK way (legend, hint, error) as a real radio group drawn
 * as stars: each star is a radio named "4 stars: Very good"; Tab reaches the group, the arrow keys
 * (and Home, End) move the choice, and the words beside the stars say what is chosen. Use it as a
 * controlled field (react-hook-form's Controller).
 */
export function ScoreInput({ id, name, legend, hint, error, value, onChange, onBlur, ref }: ScoreInputProps) {
  const { t } = useTranslation();
  const chosen = SCORES.find((score) => score === value);
  const label = (score: number) =>
    t('reviews.score.option', {
      stars: t('reviews.score.stars', { count: score, number: score }),
      word: t(`reviews.score.words.${score}`),
    });

  const choose = (score: number) => {
    onChange(score);
    document.getElementById(starId(id, score))?.focus();
  };

  // The arrow keys as every radio group has them, done here so that they behave the same in
  // every browser and so that a left-to-right row of stars moves the way it looks.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // From the star that has the focus (the chosen one, or the first while none is chosen).
    const focused = Number((event.target as HTMLInputElement).value);
    const current = SCORES.find((score) => score === focused) ?? chosen ?? 1;
    const next = {
      ArrowRight: Math.min(current + 1, 5),
      ArrowUp: Math.min(current + 1, 5),
      ArrowLeft: Math.max(current - 1, 1),
      ArrowDown: Math.max(current - 1, 1),
      Home: 1,
      End: 5,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  };

  return (
    <div className={cx('field', error && 'field--error')}>
      <fieldset className="fieldset score-input" aria-describedby={describedBy(id, hint, error)}>
        <legend className="fieldset__legend">{legend}</legend>
        <FieldMessages id={id} hint={hint} error={error} />
        <div className="score-input__row">
          <div className="score-input__stars" onKeyDown={onKeyDown}>
            {SCORES.map((score) => (
              <label key={score} className={cx('score-input__star', chosen && score <= chosen && 'is-on')}>
                <input
                  ref={score === (chosen ?? 1) ? ref : undefined}
                  type="radio"
                  className="score-input__radio"
                  id={starId(id, score)}
                  name={name}
                  value={score}
                  checked={score === chosen}
                  // Without a choice the first star takes Tab; with one, the chosen star.
                  tabIndex={score === (chosen ?? 1) ? 0 : -1}
                  aria-invalid={error ? true : undefined}
                  onChange={() => onChange(score)}
                  onBlur={onBlur}
                />
                <Star size={36} strokeWidth={1.5} aria-hidden="true" />
                <span className="visually-hidden">{label(score)}</span>
              </label>
            ))}
          </div>
          <p className="score-input__chosen" aria-hidden="true">
            {chosen ? label(chosen) : t('reviews.score.none')}
          </p>
        </div>
      </fieldset>
    </div>
  );
}
