import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Banner, Button, Checkbox, errorText, Field, PasswordField } from '../../ui';
import { AuthShell } from './AuthShell';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { validateLogin } from './validate';
import { problemText } from './problem-text';
import { authApi } from './auth-api';

export function LoginPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [form, setForm] = useState({ email: '', password: '' });
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [resetting, setResetting] = useState(false);

  const edit = (e: ChangeEvent<HTMLInputElement>) => {
    setForm((f) => ({ ...f, [e.target.name]: e.target.value }));
    setError(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = validateLogin(form);
    if (problem) return setError(problemText(i18n, problem));
    setSubmitting(true);
    try {
      await (await authApi()).signIn({ email: form.email.trim(), password: form.password, remember });
      navigate('/dashboard', { replace: true });
    } catch (err) {
      setError(problemText(i18n, errorText(err, t`Failed to sign in`)));
      setSubmitting(false);
    }
  };

  const footer = (
    <>
      <p>
        <Trans>
          Don&apos;t have an account? <Link to="/register">Create one</Link>
        </Trans>
      </p>
      <p>
        <Link to="/">
          <Trans>← Back to home</Trans>
        </Link>
      </p>
    </>
  );

  if (resetting) {
    return (
      <AuthShell title={t`Reset your password`} subtitle={t`We'll email you a link to choose a new one.`} footer={footer}>
        <ForgotPasswordForm initialEmail={form.email} onBack={() => setResetting(false)} />
      </AuthShell>
    );
  }

  return (
    <AuthShell title={t`Welcome back`} subtitle={t`Sign in to manage your salon.`} footer={footer}>
      <form className="form" onSubmit={submit}>
        {error ? <Banner>{error}</Banner> : null}
        <Field label={t`Email Address`} name="email" type="email" autoComplete="email" required value={form.email} onChange={edit} />
        <PasswordField label={t`Password`} name="password" autoComplete="current-password" required value={form.password} onChange={edit} />
        <div className="form__row form__row--split">
          <Checkbox
            label={t`Remember me`}
            name="remember"
            checked={remember}
            onChange={(e) => {
              setRemember(e.target.checked);
              setError(null);
            }}
          />
          <button type="button" className="link-button" onClick={() => setResetting(true)}>
            <Trans>Forgot password?</Trans>
          </button>
        </div>
        <Button type="submit" block size="lg" disabled={submitting}>
          {submitting ? t`Signing in...` : t`Sign In`}
        </Button>
      </form>
    </AuthShell>
  );
}
