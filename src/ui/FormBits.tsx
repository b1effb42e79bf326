// Labelled inputs with a field-level message, bound by id so screen readers read label, hint
// and error together. The shared ui Field has no error slot; these add one for the back-office forms.
// Inputs take a ref (React 19 passes it as a prop): the template editor puts placeholders at the cursor.
import { Trans } from '@lingui/react/macro';
import { useId, type ComponentProps, type ReactNode, type SelectHTMLAttributes } from 'react';
import { Banner } from './Banner';
import type { Feedback } from './feedback';
import './form-bits.css';

interface ShellProps {
  label: ReactNode;
  error?: string;
  hint?: string;
  optional?: boolean;
  className?: string;
}

function useFieldIds(id: string | undefined) {
  const auto = useId();
  const inputId = id ?? auto;
  return { inputId, hintId: `${inputId}-hint`, errorId: `${inputId}-error` };
}

function Shell({ label, error, hint, optional, className, ids, children }: ShellProps & { ids: ReturnType<typeof useFieldIds>; children: ReactNode }) {
  return (
    <div className={['field', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={ids.inputId}>
        {label}
        {optional ? (
          <span className="field__optional">
            {' '}
            <Trans>(optional)</Trans>
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={ids.hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(ids: ReturnType<typeof useFieldIds>, hint?: string, error?: string) {
  return [hint ? ids.hintId : '', error ? ids.errorId : ''].filter(Boolean).join(' ') || undefined;
}

export function InputField({ label, error, hint, optional, className, id, ...input }: ShellProps & ComponentProps<'input'>) {
  const ids = useFieldIds(id);
  return (
    <Shell {...{ label, error, hint, optional, className, ids }}>
      <input id={ids.inputId} className="field__input" aria-invalid={error ? true : undefined} aria-describedby={describedBy(ids, hint, error)} {...input} />
    </Shell>
  );
}

export function TextAreaInput({ label, error, hint, optional, className, id, ...area }: ShellProps & ComponentProps<'textarea'>) {
  const ids = useFieldIds(id);
  return (
    <Shell {...{ label, error, hint, optional, className, ids }}>
      <textarea
        id={ids.inputId}
        className="field__input field__input--area"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        {...area}
      />
    </Shell>
  );
}

export function SelectField({ label, error, hint, optional, className, id, children, ...select }: ShellProps & SelectHTMLAttributes<HTMLSelectElement>) {
  const ids = useFieldIds(id);
  return (
    <Shell {...{ label, error, hint, optional, className, ids }}>
      <select id={ids.inputId} className="field__input" aria-invalid={error ? true : undefined} aria-describedby={describedBy(ids, hint, error)} {...select}>
        {children}
      </select>
    </Shell>
  );
}

export function FeedbackBanner({ feedback }: { feedback: Feedback | null }) {
  return feedback ? <Banner tone={feedback.tone}>{feedback.text}</Banner> : null;
}
