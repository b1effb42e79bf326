import { Trans, useLingui } from '@lingui/react/macro';
import type { ConflictRow } from '../../data';
import { Button } from '../../ui';
import { mutationSummary, tableLabel } from './conflict-view';

interface RefusedProps {
  items: ConflictRow[];
  onDismiss: (id: string) => void;
}

const when = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
};

/** Every mutation the server refused, in words, until the owner has read it. */
export function RefusedChanges({ items, onDismiss }: RefusedProps) {
  const { t } = useLingui();
  return (
    <section className="card conflict-refused" aria-labelledby="refused-title">
      <h2 id="refused-title" className="conflict-section__title">
        <Trans>Changes the server refused</Trans>
      </h2>
      <p className="muted">
        <Trans>These edits from this device were not saved on the server. Redo them if they still matter.</Trans>
      </p>
      <ul className="conflict-refused__list">
        {items.map((c) => {
          const reason = c.reason;
          const what = tableLabel(c.table).toLowerCase();
          return (
            <li key={c.id} className="conflict-refused__item" data-testid="refused-change">
              <div className="conflict-refused__body">
                <p className="conflict-refused__table">
                  {tableLabel(c.table)} <span className="muted">· {when(c.created_at)}</span>
                </p>
                <p className="conflict-refused__fields">{mutationSummary(c.mutation)}</p>
                <p className="conflict-refused__reason">
                  <Trans>Reason: {reason}</Trans>
                </p>
              </div>
              <Button variant="secondary" onClick={() => onDismiss(c.id)} aria-label={t`Dismiss refused ${what} change`}>
                <Trans>Dismiss</Trans>
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
