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
  const removal = useAction();
  const [editing, setEditing] = useState<Service | null>(null);
  // The top bar search narrows the table to services whose name, category or description match.
  const query = useSearchQuery();
  const shown = services && filterByQuery(services, query, (s) => [s.name, s.category, s.description]);

  const remove = (service: Service) => {
    if (!window.confirm(`Are you sure you want to delete the service "${service.name}"?`)) return;
    void removal.run(() => deleteService(service.id), 'Service deleted successfully!', 'Failed to delete service');
  };

  // Hiding, not deleting, is how a service is retired: its appointments keep their history.
  const toggleHidden = (service: Service) => {
    const hide = !isHidden(service);
    void removal.run(
      () => setServiceActive(service.id, !hide),
      hide ? 'Service hidden — it can no longer be booked.' : 'Service shown — it can be booked again.',
      'Failed to update service',
    );
  };

  return (
    <section className="card section-card" aria-labelledby="services-title">
      <div className="section-card__head">
        <h2 id="services-title" className="card__title">
          Services Offered
        </h2>
      </div>
      <FeedbackBanner feedback={removal.feedback} />
      {services === undefined || shown === undefined ? (
        <Spinner label="Loading services..." />
      ) : services.length === 0 ? (
        <div className="empty">
          <p className="empty__title">No services yet</p>
          <p>Add the services your salon offers so staff and the AI receptionist can book them.</p>
        </div>
      ) : shown.length === 0 ? (
        <div className="empty">
          <p className="empty__title">No services match your search</p>
        </div>
      ) : (
        <div className="table-wrap">
          <table className="data-table">
            <caption className="visually-hidden">Services offered</caption>
            <thead>
              <tr>
                <th scope="col">Service</th>
                <th scope="col">Price</th>
                <th scope="col">Duration</th>
                <th scope="col">Description</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((s) => (
                <tr key={s.id} data-service={s.name} className={isHidden(s) ? 'data-table__row--hidden' : undefined}>
                  <th scope="row" data-label="Service">
                    {s.name}
                    {s.category ? <span className="service-meta">{s.category}</span> : null}
                    {isHidden(s) ? <span className="service-hidden">{HIDDEN_MARK}</span> : null}
                  </th>
                  <td data-label="Price">{formatPrice(s.price)}</td>
                  <td data-label="Duration">{durationText(s)}</td>
                  <td data-label="Description" className={s.description ? 'data-table__desc' : 'data-table__desc data-table__desc--empty'}>
                    {s.description || <span className="muted">—</span>}
                  </td>
                  <td className="data-table__actions">
                    <Button variant="secondary" className="btn--small" disabled={removal.busy} onClick={() => setEditing(s)}>
                      Edit<span className="visually-hidden"> {s.name}</span>
                    </Button>
                    <Button variant="secondary" className="btn--small" disabled={removal.busy} onClick={() => toggleHidden(s)}>
                      {isHidden(s) ? 'Show' : 'Hide'}
                      <span className="visually-hidden"> {s.name}</span>
                    </Button>
                    <Button variant="secondary" className="btn--danger btn--small" disabled={removal.busy} onClick={() => remove(s)}>
                      Delete<span className="visually-hidden"> {s.name}</span>
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AddServiceForm salonId={salonId} />
      {editing ? <EditServiceDialog key={editing.id} service={editing} onClose={() => setEditing(null)} onSaved={() => setEditing(null)} /> : null}
    </section>
  );
}
