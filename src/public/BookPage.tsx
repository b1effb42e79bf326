/** @jsxImportSource preact */
// /book/:slug: the salon, its services by category, a technician, a day and a free time,
// the customer's details, then the confirmation with "Add to calendar" and the manage link.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { PublicBookAnswer, PublicBookingPage } from '../domain/public-booking/contract';
import { book, bookingPage, freeTimes, NOT_FOUND_PAGE } from './api';
import {
  bookingPhoneKey,
  customerProblems,
  dateStrip,
  formatDuration,
  formatPrice,
  groupByCategory,
  hoursLines,
  staffFor,
  type CustomerProblems,
} from './book-view';
import { Confirmation } from './Confirmation';
import { DateStrip, SalonContact, TextField, TimeList, type TimesState } from './parts';

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; page: PublicBookingPage };

export function BookPage({ slug }: { slug: string }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [booked, setBooked] = useState<Extract<PublicBookAnswer, { status: 'booked' }> | null>(null);
  useEffect(() => {
    void bookingPage(slug).then((a) =>
      setLoad(a.ok ? { state: 'ready', page: a.data } : { state: 'failed', message: a.status === 404 ? NOT_FOUND_PAGE : a.message }),
    );
  }, [slug]);

  if (load.state === 'loading')
    return (
      <p class="pb-muted" role="status">
        Opening the booking page…
      </p>
    );
  if (load.state === 'failed')
    return (
      <section class="pb-card">
        <h1>Online booking</h1>
        <p role="alert">{load.message}</p>
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
  const groups = useMemo(() => groupByCategory(page.services), [page.services]);
  const days = useMemo(() => dateStrip(page.today, page.rules.max_advance_days), [page.today, page.rules.max_advance_days]);
  const [serviceId, setServiceId] = useState<string | null>(null);
  const [staffId, setStaffId] = useState<string>('');
  const [date, setDate] = useState(page.today);
  const [start, setStart] = useState<string | null>(null);
  const [times, setTimes] = useState<TimesState>({ state: 'loading' });
  const [taken, setTaken] = useState<string | null>(null);
  const [who, setWho] = useState({ name: '', phone: '', email: '', website: '' });
  const [problems, setProblems] = useState<CustomerProblems>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const members = staffFor(page, serviceId);
  const service = page.services.find((s) => s.id === serviceId) ?? null;

  useEffect(() => {
    if (!serviceId) return;
    let current = true;
    setTimes({ state: 'loading' });
    setStart(null);
    void freeTimes(slug, serviceId, date, staffId || null).then((a) => {
      if (current) setTimes(a.ok ? { state: 'ready', answer: a.data } : { state: 'failed', message: a.message });
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
    if (!serviceId || !start) return setFailure('Please choose a service and a time first.');
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
    if (!a.ok) return setFailure(a.message);
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
          <summary>Opening hours</summary>
          <ul>
            {hoursLines(page.hours).map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
        </details>
      </header>
      <form ref={form} class="pb-card pb-form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby="book-title">
        <h2 id="book-title">Book a visit</h2>
        {groups.length === 0 ? <p class="pb-note">No services can be booked online right now. Please call the salon.</p> : null}
        {groups.map((g) => (
          <fieldset key={g.category} class="pb-services">
            <legend>{g.category}</legend>
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
              <label for="technician">Technician</label>
              <select id="technician" value={staffId} onChange={(e) => setStaffId((e.currentTarget as HTMLSelectElement).value)}>
                <option value="">Any available</option>
                {members.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.name}
                  </option>
                ))}
              </select>
            </div>
            <h3 class="pb-label">Day</h3>
            <DateStrip
              days={days}
              chosen={date}
              onChoose={(d) => {
                setTaken(null);
                setDate(d);
              }}
            />
            <h3 class="pb-label">Time</h3>
            {taken ? (
              <p class="pb-error" role="alert">
                {taken}
              </p>
            ) : null}
            <TimeList times={times} chosen={start} onChoose={setStart} />
          </>
        ) : null}
        {service && start ? (
          <fieldset class="pb-details">
            <legend>Your details</legend>
            <p class="pb-summary" role="status">
              {service.name} on {days.find((d) => d.date === date)?.label ?? date} at {start}
            </p>
            <TextField id="name" label="Name" autoComplete="name" value={who.name} error={problems.name} onInput={(v) => edit('name', v)} />
            <TextField
              id="phone"
              label="Phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              value={who.phone}
              error={problems.phone}
              onInput={(v) => edit('phone', v)}
            />
            <TextField
              id="email"
              label="Email"
              type="email"
              inputMode="email"
              autoComplete="email"
              optional
              value={who.email}
              error={problems.email}
              onInput={(v) => edit('email', v)}
            />
            {/* For bots only: people never see it, so anything typed here marks a bot (p_website). */}
            <div class="pb-honeypot" aria-hidden="true">
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
                {failure}
              </p>
            ) : null}
            <button type="submit" class="pb-button" disabled={sending}>
              {sending ? 'Booking…' : 'Book now'}
            </button>
          </fieldset>
        ) : null}
      </form>
    </>
  );
}
