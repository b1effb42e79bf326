import { deleteService } from '../../db/repositories/salon-profile';
import { formatPrice } from '../../domain/money';
import type { Service } from '../../domain/types';
import { Button, Spinner, useAction } from '../../ui';
import { FeedbackBanner } from '../../ui/FormBits';
import { filterByQuery } from '../search/match';
import { useSearchQuery } from '../search/use-screen-search';
import { AddServiceForm } from './AddServiceForm';

export interface ServicesSectionProps {
  salonId: string;
  services: Service[] | undefined;
}

/** Services Offered (spec §2): the table with delete (asked first, spec §5) and the add form. */
export function ServicesSection({ salonId, services }: ServicesSectionProps) {
  const removal = useAction();
  // The top bar search narrows the table to services whose name or description match.
  const query = useSearchQuery();
  const shown = services && filterByQuery(services, query, (s) => [s.name, s.description]);

  const remove = (service: Service) => {
    if (!window.confirm(`Are you sure you want to delete the service "${service.name}"?`)) return;
    void removal.run(() => deleteService(service.id), 'Service deleted successfully!', 'Failed to delete service');
  };

  return (
    <section className="card section-card" aria-labelledby="services-title">
      <div className="section-card__head">
        <h2 id="services-title" className="card__title">Services Offered</h2>
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
                <th scope="col"><span className="visually-hidden">Actions</span></th>
              </tr>
            </thead>
            <tbody>
              {shown.map((s) => (
                <tr key={s.id} data-service={s.name}>
                  <th scope="row" data-label="Service">{s.name}</th>
                  <td data-label="Price">{formatPrice(s.price)}</td>
                  <td data-label="Duration">{s.duration} min</td>
                  <td data-label="Description" className={s.description ? 'data-table__desc' : 'data-table__desc data-table__desc--empty'}>{s.description || <span className="muted">—</span>}</td>
                  <td className="data-table__actions">
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
    </section>
  );
}
