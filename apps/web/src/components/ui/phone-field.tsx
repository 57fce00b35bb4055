import { useEffect, useRef, useState, type ComponentType } from 'react';
import 'react-phone-number-input/style.css';
import { loadOnce } from '../../lib/load-once';
import { loadPhoneMetadata } from '../../lib/phone-metadata';
import { FIRST_ACTIONS, onFirstAction } from '../../lib/first-action';
import { Field, type ControlProps } from './field';
import { cx } from './cx';
import type { PhoneControlProps } from './phone-input';

type PhoneControl = ComponentType<PhoneControlProps>;

let loaded: PhoneControl | undefined;

/** The country picker and its metadata, fetched once; a failed fetch is tried again later. */
const loadPhoneControl = loadOnce(() =>
  Promise.all([import('./phone-input'), loadPhoneMetadata()]).then(([module]) => (loaded = module.PhoneControl)),
);

/** A visitor's first action, or moving into a field (filling a field sends no key events). */
const FIRST_USE = [...FIRST_ACTIONS, 'focusin'];

/**
 * The field as the page is first painted: the number box with "GB" beside it, drawn as the picker
 * draws it. A number typed here is checked and kept as typed (the form's check accepts any common
 * format and turns it into +44...); the picker replaces it once fetched, unless the visitor is
 * typing in it.
 */
function PlainPhoneInput({
  control,
  name,
  error,
  value,
  onChange,
  onBlur,
  inputRef,
  disabled,
  onFocus,
  onTyped,
}: PlainProps) {
  return (
    <div className={cx('PhoneInput', 'phone-input', error && 'phone-input--error')}>
      <div className="PhoneInputCountry" aria-hidden="true">
        <div className="PhoneInputCountryIcon PhoneInputCountryIcon--border">
          <span className="phone-input__country">GB</span>
        </div>
        <div className="PhoneInputCountrySelectArrow" />
      </div>
      <input
        {...control}
        ref={inputRef}
        type="tel"
        name={name}
        className="input"
        autoComplete="tel"
        value={value ?? ''}
        onChange={(event) => {
          onTyped();
          onChange(event.target.value);
        }}
        onFocus={onFocus}
        onBlur={onBlur}
        disabled={disabled}
      />
    </div>
  );
}

type PlainProps = PhoneControlProps & { onFocus: () => void; onTyped: () => void };

type PhoneFieldProps = Omit<PhoneControlProps, 'control'> & { id: string; label: string; hint?: string };

/**
 * Phone number with a country picker defaulting to the United Kingdom. The value is E.164 with
 * the leading plus (empty string while nothing is typed; as typed while the picker is not there
 * yet, which the form's check turns into E.164). The picker (react-phone-number-input) and its
 * metadata are fetched at the visitor's first action on the page, or at once when the field
 * already holds a number, so a page's first load does not carry them (issue 15).
 */
export function PhoneField({ id, label, hint, ...props }: PhoneFieldProps) {
  const [Control, setControl] = useState<PhoneControl | undefined>(() => loaded);
  // The picker takes the field's place once here, unless the visitor is in the field or has typed
  // in it (then it waits for them to leave it, or never: a number typed stays where it was typed).
  const typed = useRef(false);
  const focused = useRef(false);
  const takeOver = () => {
    if (loaded && !typed.current && !focused.current) setControl(() => loaded);
  };

  useEffect(() => {
    if (Control) return;
    let live = true;
    const fetchControl = () =>
      void loadPhoneControl().then(
        () => {
          if (live) takeOver();
        },
        () => undefined,
      );
    if (props.value) fetchControl();
    const stopListening = onFirstAction(fetchControl, FIRST_USE);
    return () => {
      live = false;
      stopListening();
    };
    // Only the first render's value says whether the field starts filled.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [Control]);

  return (
    <Field id={id} label={label} hint={hint} error={props.error}>
      {(control: ControlProps) =>
        Control ? (
          <Control control={control} {...props} />
        ) : (
          <PlainPhoneInput
            control={control}
            {...props}
            onFocus={() => void (focused.current = true)}
            onBlur={() => {
              focused.current = false;
              props.onBlur();
              takeOver();
            }}
            onTyped={() => void (typed.current = true)}
          />
        )
      }
    </Field>
  );
}
