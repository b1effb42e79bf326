import { Trans } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { useDisplayLocale } from '../../i18n/use-display-locale';
import { Banner, Spinner } from '../../ui';
import { useCurrentSalon } from '../auth/use-current-salon';
import { DoubleBookingCard } from './DoubleBookingCard';
import { RefusedChanges } from './RefusedChanges';
import { useConflictActions } from './use-conflict-actions';
import { useConflicts } from './use-conflicts';
import './conflicts.css';

/** Reached from the bell: what sync could not settle alone, for the owner to decide. */
export function ConflictsPage() {
  const salon = useCurrentSalon();
  // Resolved during this visit: kept on screen, marked resolved, so the owner sees the outcome.
  const [resolvedHere, setResolvedHere] = useState<ReadonlySet<string>>(() => new Set());
  const onResolved = useCallback((id: string) => setResolvedHere((prev) => new Set(prev).add(id)), []);
  const data = useConflicts(salon?.id, resolvedHere);
  const actions = useConflictActions(onResolved, useDisplayLocale(salon?.time_zone));

  const open = data?.doubleBookings.filter((d) => d.open) ?? [];
  const settled = data?.doubleBookings.filter((d) => !d.open) ?? [];
  const openCount = open.length + (data?.refused.length ?? 0);

  return (
    <div className="page conflicts-page">
      <header className="page__head">
        <h1 className="page__title">
          <Trans>Conflicts</Trans>
        </h1>
        <p className="page__subtitle">
          <Trans>Bookings two devices made for the same time, and changes the server refused.</Trans>
        </p>
      </header>

      {actions.message ? <Banner tone={actions.message.tone}>{actions.message.text}</Banner> : null}

      {!data ? <Spinner /> : null}

      {data && openCount === 0 ? (
        <div className="card conflicts-empty" data-testid="conflicts-empty">
          <p>
            <Trans>No conflicts. Every device agrees.</Trans>
          </p>
        </div>
      ) : null}

      {open.length > 0 ? (
        <section aria-labelledby="double-title" className="conflict-section">
          <h2 id="double-title" className="conflict-section__title">
            <Trans>Double bookings</Trans>
          </h2>
          <ul className="conflict-list">
            {open.map((item) => (
              <DoubleBookingCard key={item.conflict.id} item={item} timeZone={salon?.time_zone} actions={actions} />
            ))}
          </ul>
        </section>
      ) : null}

      {data && data.refused.length > 0 ? <RefusedChanges items={data.refused} onDismiss={(id) => void actions.dismiss(id)} /> : null}

      {settled.length > 0 ? (
        <section aria-labelledby="settled-title" className="conflict-section">
          <h2 id="settled-title" className="conflict-section__title">
            <Trans>Resolved just now</Trans>
          </h2>
          <ul className="conflict-list">
            {settled.map((item) => (
              <DoubleBookingCard key={item.conflict.id} item={item} timeZone={salon?.time_zone} actions={actions} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
