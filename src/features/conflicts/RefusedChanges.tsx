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
  return (
    <section className="card conflict-refused" aria-labelledby="refused-title">
      <h2 id="refused-title" className="conflict-section__title">
        Changes the server refused
      </h2>
      <p className="muted">These edits from this device were not saved on the server. Redo them if they still matter.</p>
      <ul className="conflict-refused__list">
        {items.map((c) => (
          <li key={c.id} className="conflict-refused__item" data-testid="refused-change">
            <div className="conflict-refused__body">
              <p className="conflict-refused__table">
                {tableLabel(c.table)} <span className="muted">· {when(c.created_at)}</span>
              </p>
              <p className="conflict-refused__fields">{mutationSummary(c.mutation)}</p>
              <p className="conflict-refused__reason">Reason: {c.reason}</p>
            </div>
            <Button variant="secondary" onClick={() => onDismiss(c.id)} aria-label={`Dismiss refused ${tableLabel(c.table).toLowerCase()} change`}>
              Dismiss
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
