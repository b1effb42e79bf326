import { Trans, useLingui } from '@lingui/react/macro';
import type { ConflictRow } from '../../data';
import { Button } from '../../ui';
import { domainText } from '../../i18n/domain-texts';
import { mutationWords, tableWords } from './conflict-words';

interface RefusedProps {
  items: ConflictRow[];
  onDismiss: (id: string) => void;
}

/** When it was refused, as this device writes it (English as the browser's own locale, as before). */
const when = (iso: string, language: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString(language === 'en' ? undefined : language, { dateStyle: 'medium', timeStyle: 'short' });
};

/** Every mutation the server refused, in words, until the owner has read it. */
export function RefusedChanges({ items, onDismiss }: RefusedProps) {
  const { t, i18n } = useLingui();
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
          // The server's refusal is its own sentence: in the owner's words when the tables know it.
          const reason = domainText(i18n, c.reason);
          const what = tableWords(i18n, c.table).toLowerCase();
          return (
            <li key={c.id} className="conflict-refused__item" data-testid="refused-change">
              <div className="conflict-refused__body">
                <p className="conflict-refused__table">
                  {tableWords(i18n, c.table)} <span className="muted">· {when(c.created_at, i18n.locale)}</span>
                </p>
                <p className="conflict-refused__fields">{mutationWords(i18n, c.mutation)}</p>
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
