import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import '../ui/text-input.css';
import { useCatalogue } from '../i18n/language-store';
import { emailInputProps } from './field-options';
import { shownMessage } from './shown-message';

type InputProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'aria-invalid' | 'aria-describedby'>;

export type TextFieldProps = InputProps & {
  label: string;
  /** Shown between the label and the input, and read with the input (aria-describedby). */
  hint?: ReactNode;
  /** The field's error; the input is then marked invalid and described by it. */
  error?: string | undefined;
  /** Another element that describes the input, such as the password checklist. */
  describedBy?: string;
};

/**
 * A labelled input with its hint and error tied to it (WCAG 1.3.1, 3.3.1). The error sits above the
 * input, where a screen magnifier user finds it, and is read when the input takes focus.
 */
export function TextField({
  label,
  hint,
  error: written,
  describedBy,
  className,
  ...inputProps
}: TextFieldProps) {
  const { messages } = useCatalogue();
  const error = written && shownMessage(written, messages);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describers = [hint ? hintId : null, error ? errorId : null, describedBy ?? null].filter(Boolean);
  return (
    <div className={['auth-field', error && 'auth-field--invalid', className].filter(Boolean).join(' ')}>
      <label className="auth-field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="auth-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="auth-field__error" id={errorId}>
          {error}
        </p>
      )}
      <input
        className="auth-field__input text-input"
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describers.length > 0 ? describers.join(' ') : undefined}
        {...inputProps}
      />
    </div>
  );
}

/**
 * The e-mail address of an account card: its label, the right keyboard, no autocorrection. Register
 * it with `trimmed`: a pasted address often brings a space with it.
 */
export function EmailField(props: Omit<TextFieldProps, 'label' | keyof typeof emailInputProps>) {
  const { messages } = useCatalogue();
  return <TextField label={messages.emailLabel} {...emailInputProps} {...props} />;
}

/** A code from an e-mail or an authenticator app: digits, offered by the browser from where it came. */
export function OneTimeCodeField(props: Omit<TextFieldProps, 'inputMode' | 'autoComplete'>) {
  return <TextField inputMode="numeric" autoComplete="one-time-code" {...props} />;
}

/** The password of an existing account, which the browser may fill in. */
export function CurrentPasswordField(props: Omit<TextFieldProps, 'type' | 'label' | 'autoComplete'>) {
  const { messages } = useCatalogue();
  return <PasswordField label={messages.passwordLabel} autoComplete="current-password" {...props} />;
}

/**
 * A password input with a Show password toggle. The toggle is a button that states whether the
 * password is shown (aria-pressed) and keeps one name, so that voice control users can say it.
 * It is a plain type="button": pressing it never submits, and password managers still see a
 * password field whenever the form is sent.
 */
export function PasswordField(props: Omit<TextFieldProps, 'type'>) {
  const { messages } = useCatalogue();
  const [shown, setShown] = useState(false);
  return (
    <div className="password-field">
      {/* Shown as text, a password must still not go to a spell-checking service. */}
      <TextField
        {...props}
        type={shown ? 'text' : 'password'}
        spellCheck={false}
        autoCapitalize="none"
        autoCorrect="off"
      />
      <button
        type="button"
        className="password-field__toggle"
        aria-pressed={shown}
        onClick={() => setShown((value) => !value)}
      >
        {messages.showPassword}
      </button>
    </div>
  );
}
