import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Banner, Button, Checkbox, errorText, Field, PasswordField } from '../../ui';
import { AuthShell } from './AuthShell';
import { toSignUpInput, validateRegistration, type RegistrationForm } from './validate';
import { authApi } from './auth-api';
import { problemText } from './problem-text';
import { currentLocale } from '../../i18n/i18n';

const EMPTY: RegistrationForm = {
  ownerName: '',
  email: '',
  password: '',
  confirmPassword: '',
  salonName: '',
  salonPhone: '',
  acceptTerms: false,
};

export function RegisterPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [form, setForm] = useState<RegistrationForm>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const edit = (e: ChangeEvent<HTMLInputElement>) => {
    const { name, type, value, checked } = e.target;
    setForm((f) => ({ ...f, [name]: type === 'checkbox' ? checked : value }));
    setError(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = validateRegistration(form);
    if (problem) return setError(problemText(i18n, problem));
    setSubmitting(true);
    try {
      // The language the owner signed up in is her account's from the start (other devices read it).
      await (await authApi()).signUp({ ...toSignUpInput(form), locale: currentLocale() });
      navigate('/dashboard', { replace: true });
    } catch (err) {
      setError(problemText(i18n, errorText(err, t`Failed to create account`)));
      setSubmitting(false);
    }
  };

  return (
    <AuthShell
      title={t`Create your account`}
      subtitle={t`Set up your salon and start your 30-day free trial.`}
      footer={
        <p>
          <Trans>
            Already have an account? <Link to="/login">Sign in</Link>
          </Trans>
        </p>
      }
    >
      <form className="form" onSubmit={submit}>
        {error ? <Banner>{error}</Banner> : null}
        <Field label={t`Owner Name`} name="ownerName" autoComplete="name" required value={form.ownerName} onChange={edit} />
        <Field label={t`Email Address`} name="email" type="email" autoComplete="email" required value={form.email} onChange={edit} />
        <div className="form__grid">
          <PasswordField label={t`Password`} name="password" autoComplete="new-password" required value={form.password} onChange={edit} />
          <PasswordField label={t`Confirm Password`} name="confirmPassword" autoComplete="new-password" required value={form.confirmPassword} onChange={edit} />
        </div>
        <Field label={t`Nail Salon Name`} name="salonName" autoComplete="organization" required value={form.salonName} onChange={edit} />
        <Field label={t`Salon Phone Number`} name="salonPhone" type="tel" autoComplete="tel" required value={form.salonPhone} onChange={edit} />
        <Checkbox
          name="acceptTerms"
          required
          checked={form.acceptTerms}
          onChange={edit}
          label={
            // A new tab: the form keeps what was typed.
            <Trans>
              I agree to the{' '}
              <a href="/terms" target="_blank" rel="noopener">
                Terms of Service
              </a>{' '}
              and{' '}
              <a href="/privacy" target="_blank" rel="noopener">
                Privacy Policy
              </a>
            </Trans>
          }
        />
        <Button type="submit" block size="lg" disabled={submitting}>
          {submitting ? t`Creating account...` : t`Create Account`}
        </Button>
      </form>
    </AuthShell>
  );
}
