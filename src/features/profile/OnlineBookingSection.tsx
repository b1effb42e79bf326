import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
// Straight from its module, not the barrel: only this screen's chunk carries it (the /dashboard JS budget).
import { useBookingSettings } from '../../data/use-booking';
import { saveOnlineBooking } from '../../db/repositories/booking-settings';
import { normalizeSlug, onlineBookingProblems, SLUG_MAX } from '../../domain/online-booking';
import { EMBED_ORIGINS_MAX } from '../../domain/tables/formats';
import type { BookingSettings } from '../../domain/types';
import { Button, Checkbox, Spinner } from '../../ui';
import { FeedbackBanner, InputField, SelectField, TextAreaInput } from '../../ui/FormBits';
import { useForm } from '../../ui/use-form';
import { bookingPageUrl, cancelChoices, onlineToForm, slugMessage, type OnlineFormValues } from './online-form';
import { makeQrCode, type QrCode } from './qr-code';
import { useSlugCheck } from './use-slug-check';

/** Online booking: the customers' own page, its address, and how late they may cancel. */
export function OnlineBookingSection({ salonId }: { salonId: string }) {
  const { t } = useLingui();
  const saved = useBookingSettings(salonId);
  return (
    <section className="card section-card" aria-labelledby="online-booking-title">
      <div className="section-card__head">
        <h2 id="online-booking-title" className="card__title">
          <Trans>Online booking</Trans>
        </h2>
      </div>
      <p className="section-card__intro">
        <Trans>Customers book, cancel and reschedule on your own page, by the Booking rules above, even while this device is offline.</Trans>
      </p>
      {saved === undefined ? <Spinner label={t`Loading online booking...`} /> : <OnlineBookingForm salonId={salonId} saved={saved} />}
    </section>
  );
}

function OnlineBookingForm({ salonId, saved }: { salonId: string; saved: BookingSettings | null }) {
  const { t, i18n } = useLingui();
  const embedMax = EMBED_ORIGINS_MAX;
  const savedSlug = saved?.booking_slug ?? null;
  // Besides the rules, an address another salon has taken (as the live check found) is refused.
  const check = (v: OnlineFormValues) => {
    const problems: Record<string, string | undefined> = { ...onlineBookingProblems(v) };
    if (slugStatus.state === 'taken') problems.booking_slug ??= slugStatus.message;
    return problems;
  };
  const form = useForm<OnlineFormValues>({ values: onlineToForm(saved), follow: true, check });
  const { values, busy, feedback, fieldErrors, set } = form;
  const slugStatus = useSlugCheck(values.booking_slug, savedSlug);
  const slugText = slugMessage(i18n, slugStatus);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void form.submit(
      async () => {
        const row = await saveOnlineBooking(salonId, values);
        form.reset(onlineToForm(row));
      },
      t`Online booking saved successfully!`,
      t`Failed to save online booking`,
    );
  };

  const live = saved?.online_booking && savedSlug ? bookingPageUrl(window.location.origin, savedSlug) : null;
  return (
    <>
      <form className="form" aria-labelledby="online-booking-title" noValidate onSubmit={submit}>
        <Checkbox
          label={t`Take bookings online`}
          role="switch"
          name="online_booking"
          checked={values.online_booking}
          aria-checked={values.online_booking}
          onChange={(e) => set('online_booking', e.target.checked)}
        />
        <div className="form__grid">
          <InputField
            label={t`Booking page address`}
            name="booking_slug"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            maxLength={SLUG_MAX}
            value={values.booking_slug}
            onChange={(e) => set('booking_slug', e.target.value)}
            onBlur={() => set('booking_slug', normalizeSlug(values.booking_slug))}
            hint={fieldErrors.booking_slug ? undefined : slugText.hint}
            error={fieldErrors.booking_slug ?? slugText.error}
          />
          <SelectField
            label={t`Customers may cancel online`}
            hint={t`Later than this, the manage link asks them to call the salon.`}
            {...form.field('online_cancel_notice_minutes')}
          >
            {cancelChoices(i18n, values.online_cancel_notice_minutes).map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </SelectField>
        </div>
        <TextAreaInput
          label={t`Sites that may show your booking page`}
          optional
          rows={3}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          placeholder={'https://mysalon.com'}
          hint={t`Your own websites that show the page inside theirs: one https:// address per line, at most ${embedMax}. Any other site is refused.`}
          {...form.field('embed_origins')}
        />
        <FeedbackBanner feedback={feedback} />
        <div className="form__actions">
          <Button type="submit" disabled={busy}>
            {busy ? t`Saving...` : t`Save online booking`}
          </Button>
        </div>
      </form>
      {live ? <PageLink url={live} /> : null}
    </>
  );
}

/** The saved page's link with Copy, and its QR code to print for the front desk. */
function PageLink({ url }: { url: string }) {
  const { t } = useLingui();
  const shortUrl = url.replace(/^https?:\/\//, '');
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const [qr, setQr] = useState<{ url: string; code: QrCode } | null>(null);
  useEffect(() => {
    let current = true;
    void makeQrCode(url).then((code) => current && setQr({ url, code }));
    return () => {
      current = false;
    };
  }, [url]);
  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => setCopied('yes'),
      () => setCopied('no'),
    );
  const code = qr?.url === url ? qr.code : null;
  return (
    <div className="online-link" data-testid="booking-page-link">
      <p className="online-link__label">
        <Trans>Your booking page</Trans>
      </p>
      <p className="online-link__row">
        <a href={url} target="_blank" rel="noreferrer" className="online-link__url">
          {url}
        </a>
        <Button variant="secondary" onClick={() => void copy()}>
          <Trans>Copy link</Trans>
        </Button>
        <span role="status" className="muted">
          {copied === 'yes' ? t`Link copied.` : copied === 'no' ? t`Could not copy: select the link and copy it.` : ''}
        </span>
      </p>
      <figure className="online-qr">
        {code ? (
          <svg
            role="img"
            aria-label={t`QR code of ${url}`}
            viewBox={`-4 -4 ${code.size + 8} ${code.size + 8}`}
            width="176"
            height="176"
            shapeRendering="crispEdges"
          >
            <rect x="-4" y="-4" width={code.size + 8} height={code.size + 8} fill="#fff" />
            <path d={code.path} fill="#000" />
          </svg>
        ) : (
          <Spinner label={t`Drawing the QR code...`} />
        )}
        <figcaption>
          <Trans>Scan to book at {shortUrl}</Trans>
        </figcaption>
      </figure>
      <Button variant="secondary" onClick={() => window.print()} disabled={!code}>
        <Trans>Print QR code</Trans>
      </Button>
    </div>
  );
}
