import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Banner, Button, errorText, Field } from '../../ui';
import { validateResetEmail } from './validate';
import { problemText } from './problem-text';
import { authApi } from './auth-api';

export interface ForgotPasswordFormProps {
  initialEmail: string;
  onBack: () => void;
}

export function ForgotPasswordForm({ initialEmail, onBack }: ForgotPasswordFormProps) {
  const { t, i18n } = useLingui();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = validateResetEmail(email);
    if (problem) return setError(problemText(i18n, problem));
    setSubmitting(true);
    try {
      await (await authApi()).requestPasswordReset(email.trim());
      setSentTo(email.trim());
    } catch (err) {
      setError(problemText(i18n, errorText(err, t`Failed to send the reset link`)));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className="form" onSubmit={submit}>
      {error ? <Banner>{error}</Banner> : null}
      {sentTo ? (
        <Banner tone="success">
          <Trans>A password reset link has been sent to {sentTo}. Check your inbox and follow the link to choose a new password.</Trans>
        </Banner>
      ) : null}
      <Field
        label={t`Email Address`}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          setError(null);
        }}
      />
      <Button type="submit" block size="lg" disabled={submitting}>
        {submitting ? t`Sending...` : t`Send Reset Link`}
      </Button>
      <button type="button" className="link-button" onClick={onBack}>
        <Trans>← Back to sign in</Trans>
      </button>
    </form>
  );
}
