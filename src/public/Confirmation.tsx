/** @jsxImportSource preact */
// The end of a booking: what was booked, "Add to calendar" and the manage link.
import { useEffect, useMemo, useRef } from 'preact/hooks';
import type { PublicBookAnswer } from '../domain/public-booking/contract';
import { formatPrice } from './book-view';
import { calendarFile } from './calendar-file';
import { AppointmentFacts, SalonContact } from './parts';

export function Confirmation({ answer }: { answer: Extract<PublicBookAnswer, { status: 'booked' }> }) {
  const { appointment: appt, salon, manage_token, event_uid } = answer;
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: bring the reader (and a screen reader) to the news.
  useEffect(() => heading.current?.focus(), []);
  const ics = useMemo(() => URL.createObjectURL(new Blob([calendarFile(appt, salon, event_uid)], { type: 'text/calendar' })), [appt, salon, event_uid]);
  useEffect(() => () => URL.revokeObjectURL(ics), [ics]);
  const pending = appt.status === 'pending';
  return (
    <section class="pb-card" aria-labelledby="done-title">
      <h1 id="done-title" tabIndex={-1} ref={heading}>
        {pending ? 'Booking received' : 'You’re booked!'}
      </h1>
      <p>{pending ? `${salon.name} will confirm your visit soon.` : `See you at ${salon.name}.`}</p>
      <AppointmentFacts appt={{ ...appt, price: formatPrice(appt.price) }} />
      <SalonContact salon={salon} />
      <div class="pb-actions">
        <a class="pb-button" href={ics} download="appointment.ics">
          Add to calendar
        </a>
        <a class="pb-button pb-button--quiet" href={`/a/${encodeURIComponent(manage_token)}`}>
          Manage your booking
        </a>
      </div>
      <p class="pb-muted">Keep the manage link: it lets you cancel or move this visit.</p>
    </section>
  );
}
