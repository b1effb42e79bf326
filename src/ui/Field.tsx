import { Trans } from '@lingui/react/macro';
import { useId, useState, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

interface FieldShellProps {
  label: string;
  hint?: string;
}

export type FieldProps = FieldShellProps & InputHTMLAttributes<HTMLInputElement>;

export function Field({ label, hint, id, className, ...input }: FieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={['field', className ?? ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <input id={inputId} className="field__input" {...input} />
      {hint ? <p className="field__hint">{hint}</p> : null}
    </div>
  );
}

export type TextAreaFieldProps = FieldShellProps & TextareaHTMLAttributes<HTMLTextAreaElement>;

export function TextAreaField({ label, hint, id, className, ...area }: TextAreaFieldProps) {
  const autoId = useId();
  const areaId = id ?? autoId;
  return (
    <div className={['field', className ?? ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={areaId}>
        {label}
      </label>
      <textarea id={areaId} className="field__input field__input--area" {...area} />
      {hint ? <p className="field__hint">{hint}</p> : null}
    </div>
  );
}

export type PasswordFieldProps = FieldShellProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

/** A password input whose visibility toggle stays a real button, so keyboards and screen readers can use it. */
export function PasswordField({ label, hint, id, className, ...input }: PasswordFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const [visible, setVisible] = useState(false);
  return (
    <div className={['field', className ?? ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="field__password">
        <input id={inputId} className="field__input" type={visible ? 'text' : 'password'} {...input} />
        <button type="button" className="field__toggle" aria-controls={inputId} aria-pressed={visible} onClick={() => setVisible((v) => !v)}>
          {visible ? (
            <Trans>
              Hide<span className="visually-hidden"> password</span>
            </Trans>
          ) : (
            <Trans>
              Show<span className="visually-hidden"> password</span>
            </Trans>
          )}
        </button>
      </div>
      {hint ? <p className="field__hint">{hint}</p> : null}
    </div>
  );
}

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
}

export function Checkbox({ label, id, className, ...input }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={['checkbox', className ?? ''].filter(Boolean).join(' ')}>
      <input id={inputId} type="checkbox" {...input} />
      <label htmlFor={inputId}>{label}</label>
    </div>
  );
}
