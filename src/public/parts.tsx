/** @jsxImportSource preact */
// Pieces both customer pages show: the salon's contact, the date strip, the free times of a day.
import type { PublicFreeTimes, PublicSalon } from '../domain/public-booking/contract';
import { longDate, noTimesSentence, type StripDay } from './book-view';

export function SalonContact({ salon }: { salon: PublicSalon }) {
  return (
    <address class="pb-contact">
      {salon.address ? <span>{salon.address}</span> : null}
      {salon.phone ? (
        <span>
          Phone: <a href={`tel:${salon.phone.replace(/[^\d+]/g, '')}`}>{salon.phone}</a>
        </span>
      ) : null}
    </address>
  );
}

/** The bookable days as a row of buttons; the chosen one is pressed (said, not only coloured). */
export function DateStrip({ days, chosen, onChoose }: { days: StripDay[]; chosen: string; onChoose: (date: string) => void }) {
  return (
    <div class="pb-strip" role="group" aria-label="Day">
      {days.map((d) => (
        // The name starts with the visible words (WCAG 2.5.3, label in name), then the full date.
        <button
          type="button"
          key={d.date}
          class="pb-strip__day"
          aria-pressed={d.date === chosen}
          aria-label={`${d.weekday} ${d.day}, ${d.label}`}
          onClick={() => onChoose(d.date)}
        >
          <span class="pb-strip__weekday">{d.weekday}</span> <span class="pb-strip__date">{d.day}</span>
        </button>
      ))}
    </div>
  );
}

export type TimesState = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; answer: PublicFreeTimes };

/** The free times of the chosen day, or the sentence why there are none. */
export function TimeList({ times, chosen, onChoose }: { times: TimesState; chosen: string | null; onChoose: (start: string) => void }) {
  if (times.state === 'loading')
    return (
      <p class="pb-muted" role="status">
        Looking for free times…
      </p>
    );
  if (times.state === 'failed')
    return (
      <p class="pb-error" role="alert">
        {times.message}
      </p>
    );
  const { answer } = times;
  if (answer.times.length === 0)
    return (
      <p class="pb-note" role="status">
        {noTimesSentence(answer.reason)}
      </p>
    );
  return (
    <div class="pb-times" role="group" aria-label={`Free times on ${longDate(answer.date)}`}>
      {answer.times.map((t) => (
        <button type="button" key={t.start} class="pb-times__slot" aria-pressed={t.start === chosen} onClick={() => onChoose(t.start)}>
          {t.start}
        </button>
      ))}
    </div>
  );
}

/** An appointment as the customer reads it. */
export function AppointmentFacts({ appt }: { appt: { date: string; start: string; end: string; service: string; staff: string | null; price: string } }) {
  return (
    <dl class="pb-facts">
      <dt>Service</dt>
      <dd>{appt.service}</dd>
      <dt>When</dt>
      <dd>
        {longDate(appt.date)}, {appt.start} – {appt.end}
      </dd>
      {appt.staff ? (
        <>
          <dt>With</dt>
          <dd>{appt.staff}</dd>
        </>
      ) : null}
      <dt>Price</dt>
      <dd>{appt.price}</dd>
    </dl>
  );
}

/** A labelled input with its error read out with it (aria-describedby) and marked, not only coloured. */
export function TextField(props: {
  id: string;
  label: string;
  value: string;
  error?: string;
  optional?: boolean;
  type?: 'text' | 'tel' | 'email';
  autoComplete?: string;
  inputMode?: 'text' | 'tel' | 'email';
  onInput: (value: string) => void;
}) {
  const errorId = `${props.id}-error`;
  return (
    <div class={props.error ? 'pb-field pb-field--invalid' : 'pb-field'}>
      <label for={props.id}>
        {props.label}
        {props.optional ? <span class="pb-muted"> (optional)</span> : null}
      </label>
      <input
        id={props.id}
        name={props.id}
        // One of text, tel or email (Preact's input types want a single literal).
        type={(props.type ?? 'text') as 'text'}
        value={props.value}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        onInput={(e) => props.onInput((e.currentTarget as HTMLInputElement).value)}
      />
      {props.error ? (
        <p id={errorId} class="pb-error">
          <span aria-hidden="true">⚠ </span>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
