/** @jsxImportSource preact */
// /book/:slug: the salon, its services by category, a technician, a day and a free time,
// the customer's details, then the confirmation with "Add to calendar" and the manage link.
import { t } from '@lingui/core/macro';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { PublicBookAnswer, PublicBookingPage } from '../domain/public-booking/contract';
import { book, bookingPage, freeTimes, type Failure } from './api';
import {
  bookingPhoneKey,
  clock,
  customerProblems,
  dateStrip,
  formatPrice,
  groupByCategory,
  hoursLines,
  staffFor,
  timeLocale,
  type CustomerProblems,
} from './book-view';
import { Confirmation } from './Confirmation';
import { useLanguage } from './language';
import { DateStrip, SalonContact, TextField, TimeList, type TimesState } from './parts';
import { categoryTitle, failureText, formatDuration, problemText, serverText } from './words';

type Load = { state: 'loading' } | { state: 'failed'; failure: Failure } | { state: 'ready'; page: PublicBookingPage };
/** What went wrong with Book now, said at render (in the language shown then). */
type Trouble = { failure: Failure } | { choose: true };

export function BookPage({ slug }: { slug: string }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [booked, setBooked] = useState<Extract<PublicBookAnswer, { status: 'booked' }> | null>(null);
  useEffect(() => {
    void bookingPage(slug).then((a) => setLoad(a.ok ? { state: 'ready', page: a.data } : { state: 'failed', failure: a }));
  }, [slug]);

  if (load.state === 'loading')
    return (
      <p class="pb-muted" role="status">
        {t`Opening the booking page…`}
      </p>
    );
  if (load.state === 'failed')
    return (
      <section class="pb-card">
        <h1>{t`Online booking`}</h1>
        <p role="alert">{failureText(load.failure, true)}</p>
      </section>
    );
  if (booked) return <Confirmation answer={booked} />;
  return <BookingForm slug={slug} page={load.page} onBooked={setBooked} />;
}

function BookingForm({
  slug,
  page,
  onBooked,
}: {
  slug: string;
  page: PublicBookingPage;
  onBooked: (a: Extract<PublicBookAnswer, { status: 'booked' }>) => void;
}) {
  const language = useLanguage();
  const groups = useMemo(() => groupByCategory(page.services), [page.services]);
  const days = useMemo(() => dateStrip(page.today, page.rules.max_advance_days, language), [page.today, page.rules.max_advance_days, language]);
  const [serviceId, setServiceId] = useState<string | null>(null);
  const [staffId, setStaffId] = useState<string>('');
  const [date, setDate] = useState(page.today);
  const [start, setStart] = useState<string | null>(null);
  const [times, setTimes] = useState<TimesState>({ state: 'loading' });
  const [taken, setTaken] = useState<string | null>(null);
  const [who, setWho] = useState({ name: '', phone: '', email: '', website: '' });
  const [problems, setProblems] = useState<CustomerProblems>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<Trouble | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const members = staffFor(page, serviceId);
  const service = page.services.find((s) => s.id === serviceId) ?? null;

  useEffect(() => {
    if (!serviceId) return;
    let current = true;
    setTimes({ state: 'loading' });
    setStart(null);
    void freeTimes(slug, serviceId, date, staffId || null).then((a) => {
      if (current) setTimes(a.ok ? { state: 'ready', answer: a.data } : { state: 'failed', message: () => failureText(a) });
    });
    return () => {
      current = false;
    };
  }, [slug, serviceId, staffId, date]);

  // A field's message goes once the customer changes it (the next Book now checks again).
  const edit = (key: 'name' | 'phone' | 'email', value: string) => {
    setWho({ ...who, [key]: value });
    if (problems[key]) setProblems({ ...problems, [key]: undefined });
  };

  const chooseService = (id: string) => {
    setServiceId(id);
    setTaken(null);
    // A member who does not do the new service is no choice any more.
    if (staffId && !staffFor(page, id).some((m) => m.id === staffId)) setStaffId('');
  };

  const submit = async (e: Event) => {
    e.preventDefault();
    setFailure(null);
    const found = customerProblems(who, page.salon);
    setProblems(found);
    const first = (['name', 'phone', 'email'] as const).find((k) => found[k]);
    if (first) return form.current?.querySelector<HTMLInputElement>(`#${first}`)?.focus();
    if (!serviceId || !start) return setFailure({ choose: true });
    setSending(true);
    const a = await book({
      slug,
      serviceId,
      date,
      start,
      staffId: staffId || null,
      name: who.name.trim(),
      phone: who.phone.trim(),
      phoneKey: bookingPhoneKey(who.phone, page.salon),
      email: who.email.trim() || null,
      website: who.website,
    });
    setSending(false);
    if (!a.ok) return setFailure({ failure: a });
    if (a.data.status === 'booked') return onBooked(a.data);
    // Taken meanwhile: the answer's message and its fresh times replace the day's list.
    setTaken(a.data.message);
    setStart(null);
    setTimes({ state: 'ready', answer: { date, times: a.data.times, reason: a.data.times.length ? null : 'fully_booked' } });
  };

  return (
    <>
      <header class="pb-card">
        <h1>{page.salon.name}</h1>
        <SalonContact salon={page.salon} />
        <details class="pb-hours">
          <summary>{t`Opening hours`}</summary>
          <ul>
            {hoursLines(page.hours, language, timeLocale(language, page.salon.time_zone)).map((l) => (
              <li key={l.weekday}>
                {l.weekday}: {l.open ?? t`Closed`}
              </li>
            ))}
          </ul>
        </details>
      </header>
      <form ref={form} class="pb-card pb-form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby="book-title">
        <h2 id="book-title">{t`Book a visit`}</h2>
        {groups.length === 0 ? <p class="pb-note">{t`No services can be booked online right now. Please call the salon.`}</p> : null}
        {groups.map((g) => (
          <fieldset key={g.category ?? ''} class="pb-services">
            <legend>{categoryTitle(g.category, groups.length === 1)}</legend>
            {g.services.map((s) => (
              <label key={s.id} class="pb-service">
                <input type="radio" name="service" value={s.id} checked={s.id === serviceId} onChange={() => chooseService(s.id)} />
                <span class="pb-service__name">{s.name}</span>
                <span class="pb-service__meta">
                  {formatPrice(s.price)} · {formatDuration(s.duration)}
                </span>
                {s.description ? <span class="pb-service__about">{s.description}</span> : null}
              </label>
            ))}
          </fieldset>
        ))}
        {service ? (
          <>
            <div class="pb-field">
              <label for="technician">{t`Technician`}</label>
              <select id="technician" value={staffId} onChange={(e) => setStaffId((e.currentTarget as HTMLSelectElement).value)}>
                <option value="">{t`Any available`}</option>
                {members.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.name}
                  </option>
                ))}
              </select>
            </div>
            <h3 class="pb-label">{t`Day`}</h3>
            <DateStrip
              days={days}
              chosen={date}
              onChoose={(d) => {
                setTaken(null);
                setDate(d);
              }}
            />
            <h3 class="pb-label">{t`Time`}</h3>
            {taken ? (
              <p class="pb-error" role="alert">
                {serverText(taken)}
              </p>
            ) : null}
            <TimeList times={times} chosen={start} zone={page.salon.time_zone} onChoose={setStart} />
          </>
        ) : null}
        {service && start ? (
          <fieldset class="pb-details">
            <legend>{t`Your details`}</legend>
            <p class="pb-summary" role="status">
              {summary(service.name, days.find((d) => d.date === date)?.label ?? date, clock(start, timeLocale(language, page.salon.time_zone)))}
            </p>
            <TextField id="name" label={t`Name`} autoComplete="name" value={who.name} error={say(problems.name)} onInput={(v) => edit('name', v)} />
            <TextField
              id="phone"
              label={t`Phone`}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              value={who.phone}
              error={say(problems.phone)}
              onInput={(v) => edit('phone', v)}
            />
            <TextField
              id="email"
              label={t`Email`}
              type="email"
              inputMode="email"
              autoComplete="email"
              optional
              value={who.email}
              error={say(problems.email)}
              onInput={(v) => edit('email', v)}
            />
            {/* For bots only: people never see it, so anything typed here marks a bot (p_website). Its
                label stays English in every language: a bot reads no other. */}
            <div class="pb-honeypot" aria-hidden="true">
              {/* eslint-disable-next-line lingui/no-unlocalized-strings -- read by bots alone */}
              <label for="website">Website</label>
              <input
                id="website"
                name="website"
                tabIndex={-1}
                autoComplete="off"
                value={who.website}
                onInput={(e) => setWho({ ...who, website: (e.currentTarget as HTMLInputElement).value })}
              />
            </div>
            {failure ? (
              <p class="pb-error" role="alert">
                {'choose' in failure ? t`Please choose a service and a time first.` : failureText(failure.failure)}
              </p>
            ) : null}
            <button type="submit" class="pb-button" disabled={sending}>
              {sending ? t`Booking…` : t`Book now`}
            </button>
          </fieldset>
        ) : null}
      </form>
    </>
  );
}

const say = (problem: CustomerProblems[keyof CustomerProblems]) => (problem ? problemText(problem) : undefined);
/** "Gel Manicure on Tuesday 3 December 2026 at 14:30" */
const summary = (service: string, day: string, time: string) => t`${service} on ${day} at ${time}`;
