import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
// Straight from its module, not the barrel: only this screen's chunk carries it (the /dashboard JS budget).
import { useBookingSettings } from '../../data/use-booking';
import { saveBookingSettings } from '../../db/repositories/booking-settings';
import { bookingSettingsProblems } from '../../domain/booking-settings';
import type { BookingSettings } from '../../domain/types';
import { Button, Spinner } from '../../ui';
import { FeedbackBanner, InputField, SelectField } from '../../ui/FormBits';
import { useForm } from '../../ui/use-form';
import { bookingToForm, intervalChoices, noticeChoices, statusChoices, type BookingFormValues } from './booking-form';

/** Booking rules: how late, how far ahead and on which times customers may book. */
export function BookingRulesSection({ salonId }: { salonId: string }) {
  const { t } = useLingui();
  const saved = useBookingSettings(salonId);
  return (
    <section className="card section-card" aria-labelledby="booking-rules-title">
      <div className="section-card__head">
        <h2 id="booking-rules-title" className="card__title">
          <Trans>Booking rules</Trans>
        </h2>
      </div>
      <p className="section-card__intro">
        <Trans>New Appointment and Sarah offer only the times these rules allow.</Trans>
      </p>
      {saved === undefined ? <Spinner label={t`Loading booking rules...`} /> : <BookingRulesForm salonId={salonId} saved={saved} />}
    </section>
  );
}

function BookingRulesForm({ salonId, saved }: { salonId: string; saved: BookingSettings | null }) {
  // Follows the saved row (another device's save arrives by sync) until the owner changes
  // something; a failed save leaves the form as the owner left it.
  const { t, i18n } = useLingui();
  const form = useForm<BookingFormValues>({ values: bookingToForm(saved), follow: true, check: bookingSettingsProblems });
  const { values, busy, feedback, field } = form;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void form.submit(
      async () => {
        const row = await saveBookingSettings(salonId, values);
        form.reset(bookingToForm(row));
      },
      t`Booking rules saved successfully!`,
      t`Failed to save booking rules`,
    );
  };

  return (
    <form className="form" aria-labelledby="booking-rules-title" noValidate onSubmit={submit}>
      <div className="form__grid">
        <SelectField label={t`Minimum notice`} hint={t`How long before a visit it can still be booked.`} {...field('min_notice_minutes')}>
          {noticeChoices(i18n, values.min_notice_minutes).map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </SelectField>
        <InputField
          label={t`Maximum advance (days)`}
          type="number"
          inputMode="numeric"
          min={1}
          max={730}
          step={1}
          hint={t`How far ahead a visit can be booked: 1 to 730 days.`}
          {...field('max_advance_days')}
        />
        <SelectField
          label={t`Time slots every`}
          hint={t`60 minutes offers times on the hour (9:00, 10:00 … 18:00 with the usual hours); 15 or 30 fit more visits into a day.`}
          {...field('slot_interval')}
        >
          {intervalChoices(i18n).map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t`Bookings by Sarah start as`}
          hint={t`Pending bookings hold their time until you confirm or cancel them in Appointments.`}
          {...field('self_booking_status')}
        >
          {statusChoices(i18n).map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </SelectField>
      </div>
      <FeedbackBanner feedback={feedback} />
      <div className="form__actions">
        <Button type="submit" disabled={busy}>
          {busy ? t`Saving...` : t`Save booking rules`}
        </Button>
      </div>
    </form>
  );
}
