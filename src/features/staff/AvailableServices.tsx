import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { formatPrice } from '../../domain/money';
import type { Service, Staff, StaffService } from '../../domain/types';
import { Spinner } from '../../ui';
import { HIDDEN_MARK, isHidden } from '../profile/service-form';
import { activeStaffLabel, serviceCoverage } from './staff-view';

export interface AvailableServicesProps {
  staff: Staff[] | undefined;
  services: Service[] | undefined;
  links: StaffService[] | undefined;
}

/** Available Services (docs/behaviour.md#staff-management): what the salon offers and how many active staff can do each. */
export function AvailableServices({ staff, services, links }: AvailableServicesProps) {
  const coverage = useMemo(() => (staff && services && links ? serviceCoverage(services, staff, links) : undefined), [staff, services, links]);
  return (
    <section className="card section-card" aria-labelledby="available-services-title">
      <h2 id="available-services-title" className="card__title">
        Available Services
      </h2>
      {coverage === undefined ? (
        <Spinner label="Loading services..." />
      ) : coverage.length === 0 ? (
        <div className="empty">
          <p className="empty__title">No services yet</p>
          <p>
            Add services in <Link to="/dashboard/profile">Salon Profile</Link>.
          </p>
        </div>
      ) : (
        <ul className="service-grid">
          {coverage.map(({ service, activeStaff }) => (
            <li key={service.id} className={activeStaff === 0 ? 'service-tile service-tile--uncovered' : 'service-tile'} data-service={service.name}>
              <p className="service-tile__name">{service.name}</p>
              <p className="service-tile__facts">
                <span className="service-tile__price">{formatPrice(service.price)}</span> · {service.duration} min
              </p>
              <p className="service-tile__staff">{activeStaffLabel(activeStaff)}</p>
              {isHidden(service) ? <p className="service-tile__hidden">{HIDDEN_MARK}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
