import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatTime } from '../../domain/display-format';
import type { AppointmentStatus } from '../../domain/types';
import type { UpcomingItem } from './overview-stats';

/** The pill's word, lower-case as the Overview has always shown the status (only these two are upcoming). */
const STATUS_WORDS: Partial<Record<AppointmentStatus, MessageDescriptor>> = {
  pending: msg`pending`,
  confirmed: msg`confirmed`,
};

/** Today's appointments still ahead, in start order, at the salon's clock (`locale`); undefined: the card's title alone, its rows follow. */
export function UpcomingToday({ items, locale }: { items: UpcomingItem[] | undefined; locale: string }) {
  const { i18n } = useLingui();
  const word = (status: AppointmentStatus) => {
    const w = STATUS_WORDS[status];
    return w ? i18n._(w) : status;
  };
  return (
    <section className="card overview-panel" aria-labelledby="upcoming-title">
      <h2 id="upcoming-title" className="card__title">
        <Trans>Upcoming today</Trans>
      </h2>
      {items === undefined ? null : items.length === 0 ? (
        <p className="muted">
          <Trans>No more appointments today.</Trans>
        </p>
      ) : (
        <ul className="upcoming" data-testid="upcoming-list">
          {items.map((a) => (
            <li key={a.id} className="upcoming__item">
              <span className="upcoming__time">
                {formatTime(a.start, locale)}
                {a.end ? `–${formatTime(a.end, locale)}` : ''}
              </span>
              <span className="upcoming__who">
                <strong>{a.customer ?? i18n._(msg`Unknown customer`)}</strong>
                <span className="muted">
                  {a.service ?? i18n._(msg`Unknown service`)} · {a.staff ?? i18n._(msg`Any staff`)}
                </span>
              </span>
              <span className={`status-pill status-pill--${a.status}`}>{word(a.status)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
