/** @jsxImportSource preact */
// Pieces both customer pages show: the salon's contact, the date strip, the free times of a day.
import { t } from '@lingui/core/macro';
import type { PublicFreeTimes, PublicSalon } from '../domain/public-booking/contract';
import { clock, longDate, timeLocale, type StripDay } from './book-view';
import { useLanguage } from './language';
import { noTimesSentence } from './words';

export function SalonContact({ salon }: { salon: PublicSalon }) {
  return (
    <address class="pb-contact">
      {salon.address ? <span>{salon.address}</span> : null}
      {salon.phone ? (
        <span>
          {t`Phone:`} <a href={`tel:${salon.phone.replace(/[^\d+]/g, '')}`}>{salon.phone}</a>
        </span>
      ) : null}
    </address>
  );
}

/** The bookable days as a row of buttons; the chosen one is pressed (said, not only coloured). */
export function DateStrip({ days, chosen, onChoose }: { days: StripDay[]; chosen: string; onChoose: (date: string) => void }) {
  const today = t`Today`;
  return (
    <div class="pb-strip" role="group" aria-label={t`Day`}>
      {days.map((d) => {
        const weekday = d.today ? today : d.weekday;
        return (
          // The name starts with the visible words (WCAG 2.5.3, label in name), then the full date.
          <button
            type="button"
            key={d.date}
            class="pb-strip__day"
            aria-pressed={d.date === chosen}
            aria-label={`${weekday} ${d.day}, ${d.label}`}
            onClick={() => onChoose(d.date)}
          >
            <span class="pb-strip__weekday">{weekday}</span> <span class="pb-strip__date">{d.day}</span>
          </button>
        );
      })}
    </div>
  );
}

/** Failed: the sentence to show, in the customer's language at the time it is shown. */
export type TimesState = { state: 'loading' } | { state: 'failed'; message: () => string } | { state: 'ready'; answer: PublicFreeTimes };

/** The free times of the chosen day, or the sentence why there are none. */
export function TimeList({
  times,
  chosen,
  zone,
  onChoose,
}: {
  times: TimesState;
  chosen: string | null;
  /** The salon's time zone: its country writes the times. */
  zone: string;
  onChoose: (start: string) => void;
}) {
  const language = useLanguage();
  const locale = timeLocale(language, zone);
  if (times.state === 'loading')
    return (
      <p class="pb-muted" role="status">
        {t`Looking for free times…`}
      </p>
    );
  if (times.state === 'failed')
    return (
      <p class="pb-error" role="alert">
        {times.message()}
      </p>
    );
  const { answer } = times;
  if (answer.times.length === 0)
    return (
      <p class="pb-note" role="status">
        {noTimesSentence(answer.reason)}
      </p>
    );
  const day = longDate(answer.date, language);
  return (
    <div class="pb-times" role="group" aria-label={t`Free times on ${day}`}>
      {answer.times.map((slot) => (
        <button type="button" key={slot.start} class="pb-times__slot" aria-pressed={slot.start === chosen} onClick={() => onChoose(slot.start)}>
          {clock(slot.start, locale)}
        </button>
      ))}
    </div>
  );
}

/** An appointment as the customer reads it. */
export function AppointmentFacts({
  appt,
  zone,
}: {
  appt: { date: string; start: string; end: string; service: string; staff: string | null; price: string };
  zone: string;
}) {
  const language = useLanguage();
  const locale = timeLocale(language, zone);
  return (
    <dl class="pb-facts">
      <dt>{t`Service`}</dt>
      <dd>{appt.service}</dd>
      <dt>{t`When`}</dt>
      <dd>
        {longDate(appt.date, language)}, {clock(appt.start, locale)} – {clock(appt.end, locale)}
      </dd>
      {appt.staff ? (
        <>
          <dt>{t`With`}</dt>
          <dd>{appt.staff}</dd>
        </>
      ) : null}
      <dt>{t`Price`}</dt>
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
        {props.optional ? <span class="pb-muted"> {t`(optional)`}</span> : null}
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
