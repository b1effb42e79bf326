import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Banner, Button, Checkbox, errorText, Field, PasswordField } from '../../ui';
import { AuthShell } from './AuthShell';
import { toSignUpInput, validateRegistration, type RegistrationForm } from './validate';
import { authApi } from './auth-api';

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
    if (problem) return setError(problem);
    setSubmitting(true);
    try {
      await (await authApi()).signUp(toSignUpInput(form));
      navigate('/dashboard', { replace: true });
    } catch (err) {
      setError(errorText(err, 'Failed to create account'));
      setSubmitting(false);
    }
  };

  return (
    <AuthShell
      title="Create your account"
      subtitle="Set up your salon and start your 30-day free trial."
      footer={
        <p>
          Already have an account? <Link to="/login">Sign in</Link>
        </p>
      }
    >
      <form className="form" onSubmit={submit}>
        {error ? <Banner>{error}</Banner> : null}
        <Field label="Owner Name" name="ownerName" autoComplete="name" required value={form.ownerName} onChange={edit} />
        <Field label="Email Address" name="email" type="email" autoComplete="email" required value={form.email} onChange={edit} />
        <div className="form__grid">
          <PasswordField label="Password" name="password" autoComplete="new-password" required value={form.password} onChange={edit} />
          <PasswordField label="Confirm Password" name="confirmPassword" autoComplete="new-password" required value={form.confirmPassword} onChange={edit} />
        </div>
        <Field label="Nail Salon Name" name="salonName" autoComplete="organization" required value={form.salonName} onChange={edit} />
        <Field label="Salon Phone Number" name="salonPhone" type="tel" autoComplete="tel" required value={form.salonPhone} onChange={edit} />
        <Checkbox
          name="acceptTerms"
          required
          checked={form.acceptTerms}
          onChange={edit}
          label={
            <>
              {/* A new tab: the form keeps what was typed. */}I agree to the{' '}
              <a href="/terms" target="_blank" rel="noopener">
                Terms of Service
              </a>{' '}
              and{' '}
              <a href="/privacy" target="_blank" rel="noopener">
                Privacy Policy
              </a>
            </>
          }
        />
        <Button type="submit" block size="lg" disabled={submitting}>
          {submitting ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
    </AuthShell>
  );
}
