import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { deleteService, setServiceActive } from '../../db/repositories/salon-profile';
import { formatPrice } from '../../domain/money';
import type { Service } from '../../domain/types';
import { Button, Spinner, useAction } from '../../ui';
import { FeedbackBanner } from '../../ui/FormBits';
import { filterByQuery } from '../search/match';
import { useSearchQuery } from '../search/use-screen-search';
import { AddServiceForm } from './AddServiceForm';
import { EditServiceDialog } from './EditServiceDialog';
import { durationText, HIDDEN_MARK, isHidden } from './service-form';

export interface ServicesSectionProps {
  salonId: string;
  services: Service[] | undefined;
}

/** Services Offered (docs/behaviour.md#salon-profile): the table with edit, hide/show and delete (asked first; docs/behaviour.md#salon-profile), and the add form. */
export function ServicesSection({ salonId, services }: ServicesSectionProps) {
  const { t, i18n } = useLingui();
  const removal = useAction();
  const [editing, setEditing] = useState<Service | null>(null);
  // The top bar search narrows the table to services whose name, category or description match.
  const query = useSearchQuery();
  const shown = services && filterByQuery(services, query, (s) => [s.name, s.category, s.description]);

  const remove = (service: Service) => {
    const name = service.name;
    if (!window.confirm(t`Are you sure you want to delete the service "${name}"?`)) return;
    void removal.run(() => deleteService(service.id), t`Service deleted successfully!`, t`Failed to delete service`);
  };

  // Hiding, not deleting, is how a service is retired: its appointments keep their history.
  const toggleHidden = (service: Service) => {
    const hide = !isHidden(service);
    void removal.run(
      () => setServiceActive(service.id, !hide),
      hide ? t`Service hidden — it can no longer be booked.` : t`Service shown — it can be booked again.`,
      t`Failed to update service`,
    );
  };

  return (
    <section className="card section-card" aria-labelledby="services-title">
      <div className="section-card__head">
        <h2 id="services-title" className="card__title">
          <Trans>Services Offered</Trans>
        </h2>
      </div>
      <FeedbackBanner feedback={removal.feedback} />
      {services === undefined || shown === undefined ? (
        <Spinner label={t`Loading services...`} />
      ) : services.length === 0 ? (
        <div className="empty">
          <p className="empty__title">
            <Trans>No services yet</Trans>
          </p>
          <p>
            <Trans>Add the services your salon offers so staff and the AI receptionist can book them.</Trans>
          </p>
        </div>
      ) : shown.length === 0 ? (
        <div className="empty">
          <p className="empty__title">
            <Trans>No services match your search</Trans>
          </p>
        </div>
      ) : (
        <div className="table-wrap">
          <table className="data-table">
            <caption className="visually-hidden">
              <Trans>Services offered</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Service</Trans>
                </th>
                <th scope="col">
                  <Trans>Price</Trans>
                </th>
                <th scope="col">
                  <Trans>Duration</Trans>
                </th>
                <th scope="col">
                  <Trans>Description</Trans>
                </th>
                <th scope="col">
                  <span className="visually-hidden">
                    <Trans>Actions</Trans>
                  </span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((s) => {
                const name = s.name;
                return (
                  <tr key={s.id} data-service={s.name} className={isHidden(s) ? 'data-table__row--hidden' : undefined}>
                    <th scope="row" data-label={t`Service`}>
                      {s.name}
                      {s.category ? <span className="service-meta">{s.category}</span> : null}
                      {isHidden(s) ? <span className="service-hidden">{i18n._(HIDDEN_MARK)}</span> : null}
                    </th>
                    <td data-label={t`Price`}>{formatPrice(s.price)}</td>
                    <td data-label={t`Duration`}>{durationText(i18n, s)}</td>
                    <td data-label={t`Description`} className={s.description ? 'data-table__desc' : 'data-table__desc data-table__desc--empty'}>
                      {s.description || <span className="muted">—</span>}
                    </td>
                    <td className="data-table__actions">
                      <Button variant="secondary" className="btn--small" disabled={removal.busy} onClick={() => setEditing(s)}>
                        <Trans>
                          Edit<span className="visually-hidden"> {name}</span>
                        </Trans>
                      </Button>
                      <Button variant="secondary" className="btn--small" disabled={removal.busy} onClick={() => toggleHidden(s)}>
                        {isHidden(s) ? (
                          <Trans>
                            Show<span className="visually-hidden"> {name}</span>
                          </Trans>
                        ) : (
                          <Trans>
                            Hide<span className="visually-hidden"> {name}</span>
                          </Trans>
                        )}
                      </Button>
                      <Button variant="secondary" className="btn--danger btn--small" disabled={removal.busy} onClick={() => remove(s)}>
                        <Trans>
                          Delete<span className="visually-hidden"> {name}</span>
                        </Trans>
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <AddServiceForm salonId={salonId} />
      {editing ? <EditServiceDialog key={editing.id} service={editing} onClose={() => setEditing(null)} onSaved={() => setEditing(null)} /> : null}
    </section>
  );
}
