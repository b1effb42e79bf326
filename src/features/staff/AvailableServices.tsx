import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { formatPrice } from '../../domain/money';
import type { Service, Staff, StaffService } from '../../domain/types';
import { Spinner } from '../../ui';
import { isHidden } from '../profile/service-form';
import { activeStaffLabel, serviceCoverage } from './staff-view';

export interface AvailableServicesProps {
  staff: Staff[] | undefined;
  services: Service[] | undefined;
  links: StaffService[] | undefined;
}

/** Available Services (docs/behaviour.md#staff-management): what the salon offers and how many active staff can do each. */
export function AvailableServices({ staff, services, links }: AvailableServicesProps) {
  const { t } = useLingui();
  const coverage = useMemo(() => (staff && services && links ? serviceCoverage(services, staff, links) : undefined), [staff, services, links]);
  return (
    <section className="card section-card" aria-labelledby="available-services-title">
      <h2 id="available-services-title" className="card__title">
        <Trans>Available Services</Trans>
      </h2>
      {coverage === undefined ? (
        <Spinner label={t`Loading services...`} />
      ) : coverage.length === 0 ? (
        <div className="empty">
          <p className="empty__title">
            <Trans>No services yet</Trans>
          </p>
          <p>
            <Trans>
              Add services in <Link to="/dashboard/profile">Salon Profile</Link>.
            </Trans>
          </p>
        </div>
      ) : (
        <ul className="service-grid">
          {coverage.map(({ service, activeStaff }) => {
            const { duration } = service;
            return (
              <li key={service.id} className={activeStaff === 0 ? 'service-tile service-tile--uncovered' : 'service-tile'} data-service={service.name}>
                <p className="service-tile__name">{service.name}</p>
                <p className="service-tile__facts">
                  <span className="service-tile__price">{formatPrice(service.price)}</span> · {t`${duration} min`}
                </p>
                <p className="service-tile__staff">{activeStaffLabel(activeStaff)}</p>
                {isHidden(service) ? <p className="service-tile__hidden">{t`Hidden — not bookable`}</p> : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
