import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
// Straight from its module, not the barrel: only this screen's chunk carries it (the /dashboard JS budget).
import { useClientDirectory } from '../../data/use-clients';
import { buildClientIndex, searchClients } from '../../domain/clients';
import { Banner, Button, Spinner, type Feedback } from '../../ui';
import { useCurrentSalon } from '../auth/use-current-salon';
import { ClientCard } from './ClientCard';
import { ClientList } from './ClientList';
import { AddClientDialog } from './EditClientDialog';
import { CLIENTS_PAGE } from './clients-view';
import { ADD_SUCCESS, listSummary } from './clients-words';
import './clients.css';

/**
 * Clients: the salon's cards, searched by name or phone, and the open card beside
 * them (/dashboard/clients/:id, so a link can open one). The search index is built once per
 * change of the customers table; a keystroke filters it in memory and shows the first page.
 */
export function ClientsPage() {
  const { t, i18n } = useLingui();
  const salon = useCurrentSalon();
  const salonId = salon?.id;
  const { id: selectedId = null } = useParams();
  const customers = useClientDirectory(salonId);
  const index = useMemo(() => (customers ? buildClientIndex(customers) : null), [customers]);
  const [query, setQuery] = useState('');
  const [limit, setLimit] = useState(CLIENTS_PAGE);
  const found = useMemo(() => (index ? searchClients(index, query, limit) : null), [index, query, limit]);
  // A card's Edit or Merge message belongs to that card: opening another one leaves it behind.
  const [notice, setNotice] = useState<{ feedback: Feedback; on: string | null } | null>(null);
  const shownNotice = notice && notice.on === selectedId ? notice.feedback : null;
  const trimmed = query.trim();
  const searching = trimmed !== '';
  const [adding, setAdding] = useState(false);
  const navigate = useNavigate();

  return (
    <div className={selectedId ? 'page clients-page clients-page--open' : 'page clients-page'}>
      <header className="page__head clients-head">
        <div>
          <h1 className="page__title">
            <Trans>Clients</Trans>
          </h1>
          <p className="page__subtitle">
            <Trans>Every client of the salon: contact details, notes, visits and what they spent.</Trans>
          </p>
        </div>
        <Button onClick={() => setAdding(true)} disabled={!salonId}>
          <Trans>Add client</Trans>
        </Button>
      </header>
      {adding && salonId ? (
        <AddClientDialog
          salonId={salonId}
          onClose={() => setAdding(false)}
          onAdded={(card) => {
            setAdding(false);
            // The new card opens, with its message, beside the list.
            setNotice({ feedback: { tone: 'success', text: i18n._(ADD_SUCCESS) }, on: card.id });
            navigate(`/dashboard/clients/${card.id}`);
          }}
        />
      ) : null}

      {shownNotice ? <Banner tone={shownNotice.tone}>{shownNotice.text}</Banner> : null}

      <div className="clients-grid">
        <section className="card clients-list-card" aria-label={t`Client list`}>
          <form className="clients-search" role="search" aria-label={t`Find clients`} onSubmit={(e) => e.preventDefault()}>
            <label className="field">
              <span className="field__label">
                <Trans>Search by name or phone</Trans>
              </span>
              <input
                className="field__input"
                type="search"
                placeholder={t`Name or phone`}
                autoComplete="off"
                value={query}
                onChange={(e) => {
                  setQuery(e.target.value);
                  setLimit(CLIENTS_PAGE);
                }}
              />
            </label>
          </form>
          {!found || !salonId ? (
            <Spinner label={t`Loading clients...`} />
          ) : found.total === 0 ? (
            <div className="empty" data-testid="clients-empty">
              <p className="empty__title">{searching ? t`No clients match "${trimmed}".` : t`No clients yet.`}</p>
              {searching ? null : (
                <p>
                  <Trans>A client is added with their first booking, from New Appointment or by Sarah, or here with Add client.</Trans>
                </p>
              )}
            </div>
          ) : (
            <>
              <p className="muted clients-summary" aria-live="polite">
                {listSummary(i18n, found.rows.length, found.total)}
              </p>
              <ClientList salonId={salonId} rows={found.rows} selectedId={selectedId} />
              {found.rows.length < found.total ? (
                <Button variant="secondary" onClick={() => setLimit((n) => n + CLIENTS_PAGE)}>
                  <Trans>Show more</Trans>
                </Button>
              ) : null}
            </>
          )}
        </section>

        <div className="clients-detail">
          {/* On a phone the card takes the screen: this leads back to the list (and its search). */}
          {selectedId ? (
            <Link className="clients-back" to="/dashboard/clients">
              <Trans>← All clients</Trans>
            </Link>
          ) : null}
          {!selectedId ? (
            <p className="card muted">
              <Trans>Choose a client to open their card.</Trans>
            </p>
          ) : !salon || !index ? (
            <Spinner label={t`Loading client...`} />
          ) : (
            <ClientCard
              key={selectedId}
              salonId={salon.id}
              customerId={selectedId}
              zone={salon.time_zone}
              index={index}
              onNotice={(f) => setNotice(f ? { feedback: f, on: selectedId } : null)}
            />
          )}
        </div>
      </div>
    </div>
  );
}
