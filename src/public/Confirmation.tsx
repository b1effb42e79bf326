/** @jsxImportSource preact */
// The end of a booking: what was booked, "Add to calendar" and the manage link.
import { t } from '@lingui/core/macro';
import { useEffect, useMemo, useRef } from 'preact/hooks';
import type { PublicBookAnswer } from '../domain/public-booking/contract';
import { formatPrice } from './book-view';
import { calendarFile, type CalendarWords } from './calendar-file';
import { useLanguage } from './language';
import { AppointmentFacts, SalonContact } from './parts';

/** The calendar file's words in the language the page shows. */
const calendarWords = (): CalendarWords => ({
  summary: (service, salon) => t`${service} at ${salon}`,
  withStaff: (staff) => t`With ${staff}.`,
  salonPhone: (phone) => t`Salon phone: ${phone}`,
});

export function Confirmation({ answer }: { answer: Extract<PublicBookAnswer, { status: 'booked' }> }) {
  const { appointment: appt, salon, manage_token, event_uid } = answer;
  const language = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: bring the reader (and a screen reader) to the news.
  useEffect(() => heading.current?.focus(), []);
  const ics = useMemo(
    () => URL.createObjectURL(new Blob([calendarFile(appt, salon, event_uid, new Date(), calendarWords())], { type: 'text/calendar' })),
    // The file is written again in a language the customer switches to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [appt, salon, event_uid, language],
  );
  useEffect(() => () => URL.revokeObjectURL(ics), [ics]);
  const pending = appt.status === 'pending';
  const name = salon.name;
  return (
    <section class="pb-card" aria-labelledby="done-title">
      <h1 id="done-title" tabIndex={-1} ref={heading}>
        {pending ? t`Booking received` : t`You’re booked!`}
      </h1>
      <p>{pending ? t`${name} will confirm your visit soon.` : t`See you at ${name}.`}</p>
      <AppointmentFacts appt={{ ...appt, price: formatPrice(appt.price) }} zone={salon.time_zone} />
      <SalonContact salon={salon} />
      <div class="pb-actions">
        <a class="pb-button" href={ics} download="appointment.ics">
          {t`Add to calendar`}
        </a>
        <a class="pb-button pb-button--quiet" href={`/a/${encodeURIComponent(manage_token)}`}>
          {t`Manage your booking`}
        </a>
      </div>
      <p class="pb-muted">{t`Keep the manage link: it lets you cancel or move this visit.`}</p>
    </section>
  );
}
