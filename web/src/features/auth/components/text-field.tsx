import { PASSWORD_LENGTH } from '@leafwise/contract/constants';
import { type InputHTMLAttributes, useId } from 'react';
import styles from './auth.module.css';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: string };

/** A labelled input, with an optional hint the input is described by. */
export function TextField({ label, hint, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input id={id} className="text-input" aria-describedby={hint ? hintId : undefined} {...input} />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}

/** The account's e-mail address, as every form that asks for it asks. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type' | 'name' | 'autoComplete'>) {
  return <TextField label="Email" type="email" name="email" autoComplete="email" required {...props} />;
}

/** A new password: the length limits the server enforces, said up front. */
export function NewPasswordField(props: Omit<TextFieldProps, 'type' | 'hint' | 'minLength' | 'maxLength'>) {
  return (
    <TextField
      type="password"
      autoComplete="new-password"
      minLength={PASSWORD_LENGTH.min}
      maxLength={PASSWORD_LENGTH.max}
      hint={`${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters.`}
      {...props}
    />
  );
}
