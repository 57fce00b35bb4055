import { useEffect, useRef, useState, type ComponentType, type Ref } from 'react';
import 'react-phone-number-input/style.css';
import { loadPhoneMetadata } from '../../lib/phone-metadata';
import { Field, type ControlProps } from './field';
import { cx } from './cx';
import type { PhoneControlProps } from './phone-input';

type PhoneControl = ComponentType<PhoneControlProps>;

let loaded: PhoneControl | undefined;
let loading: Promise<PhoneControl> | undefined;

/** The country picker and its metadata, fetched once; a failed fetch is tried again later. */
function loadPhoneControl(): Promise<PhoneControl> {
  loading ??= Promise.all([import('./phone-input'), loadPhoneMetadata()]).then(
    ([module]) => (loaded = module.PhoneControl),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** What a visitor does before they can use a form. */
const FIRST_ACTIONS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

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

interface PhoneFieldProps {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

/**
 * Phone number with a country picker defaulting to the United Kingdom. The value is E.164 with
 * the leading plus (empty string while nothing is typed; as typed while the picker is not there
 * yet, which the form's check turns into E.164). The picker (react-phone-number-input) and its
 * metadata are fetched at the visitor's first action on the page, or at once when the field
 * already holds a number, so a page's first load does not carry them (issue 15).
 */
export function PhoneField({
  id,
  name,
  label,
  hint,
  error,
  value,
  onChange,
  onBlur,
  inputRef,
  disabled,
}: PhoneFieldProps) {
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
    if (value) fetchControl();
    for (const type of FIRST_ACTIONS) window.addEventListener(type, fetchControl, { capture: true, once: true });
    return () => {
      live = false;
      for (const type of FIRST_ACTIONS) window.removeEventListener(type, fetchControl, { capture: true });
    };
    // Only the first render's value says whether the field starts filled.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [Control]);

  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control: ControlProps) =>
        Control ? (
          <Control
            control={control}
            name={name}
            error={error}
            value={value}
            onChange={onChange}
            onBlur={onBlur}
            inputRef={inputRef}
            disabled={disabled}
          />
        ) : (
          <PlainPhoneInput
            control={control}
            name={name}
            error={error}
            value={value}
            onChange={onChange}
            onFocus={() => void (focused.current = true)}
            onBlur={() => {
              focused.current = false;
              onBlur();
              takeOver();
            }}
            inputRef={inputRef}
            disabled={disabled}
            onTyped={() => void (typed.current = true)}
          />
        )
      }
    </Field>
  );
}
