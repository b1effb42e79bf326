import { useLingui } from '@lingui/react/macro';
import { useId, useState, type InputHTMLAttributes } from 'react';

interface ApiKeyFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  error?: string;
  hint?: string;
  /** What the show/hide button names for a screen reader ("Show API key"). */
  secretName?: string;
}

/**
 * A secret input with a show/hide button and a field-level message. The shared PasswordField has
 * no error slot, and the back-office InputField no toggle; this screen needs both.
 */
export function ApiKeyField({ label, error, hint, secretName, id, ...input }: ApiKeyFieldProps) {
  const { t } = useLingui();
  const auto = useId();
  const inputId = id ?? auto;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const [visible, setVisible] = useState(false);
  return (
    <div className={['field', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="field__password">
        <input
          id={inputId}
          className="field__input"
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        <button type="button" className="field__toggle" aria-controls={inputId} aria-pressed={visible} onClick={() => setVisible((v) => !v)}>
          {visible ? t`Hide` : t`Show`}
          <span className="visually-hidden"> {secretName ?? t`API key`}</span>
        </button>
      </div>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
