import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Banner, Button, Checkbox, errorText, Field, PasswordField } from '../../ui';
import { AuthShell } from './AuthShell';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { validateLogin } from './validate';
import { authApi } from './auth-api';

export function LoginPage() {
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
    if (problem) return setError(problem);
    setSubmitting(true);
    try {
      await (await authApi()).signIn({ email: form.email.trim(), password: form.password, remember });
      navigate('/dashboard', { replace: true });
    } catch (err) {
      setError(errorText(err, 'Failed to sign in'));
      setSubmitting(false);
    }
  };

  const footer = (
    <>
      <p>
        Don&apos;t have an account? <Link to="/register">Create one</Link>
      </p>
      <p>
        <Link to="/">← Back to home</Link>
      </p>
    </>
  );

  if (resetting) {
    return (
      <AuthShell title="Reset your password" subtitle="We'll email you a link to choose a new one." footer={footer}>
        <ForgotPasswordForm initialEmail={form.email} onBack={() => setResetting(false)} />
      </AuthShell>
    );
  }

  return (
    <AuthShell title="Welcome back" subtitle="Sign in to manage your salon." footer={footer}>
      <form className="form" onSubmit={submit}>
        {error ? <Banner>{error}</Banner> : null}
        <Field label="Email Address" name="email" type="email" autoComplete="email" required value={form.email} onChange={edit} />
        <PasswordField label="Password" name="password" autoComplete="current-password" required value={form.password} onChange={edit} />
        <div className="form__row form__row--split">
          <Checkbox
            label="Remember me"
            name="remember"
            checked={remember}
            onChange={(e) => {
              setRemember(e.target.checked);
              setError(null);
            }}
          />
          <button type="button" className="link-button" onClick={() => setResetting(true)}>
            Forgot password?
          </button>
        </div>
        <Button type="submit" block size="lg" disabled={submitting}>
          {submitting ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
    </AuthShell>
  );
}
