import { Spinner } from '../../ui';
import { useServices, useStaff, useStaffServices } from '../../data';
import { useCurrentSalon } from '../auth/use-current-salon';
import { AddStaffForm } from './AddStaffForm';
import { AvailableServices } from './AvailableServices';
import { StaffList } from './StaffList';
import './staff.css';

export function StaffPage() {
  const salon = useCurrentSalon();
  const salonId = salon?.id;
  const staff = useStaff(salonId);
  const services = useServices(salonId);
  const links = useStaffServices(salonId);

  return (
    <div className="page staff-page">
      <header className="page__head">
        <h1 className="page__title">Staff Management</h1>
        <p className="page__subtitle">Manage your team and the services each member performs</p>
      </header>
      {salon === undefined ? (
        <Spinner label="Loading staff..." />
      ) : salon === null ? (
        <p className="card muted">Your salon profile is being set up on this device.</p>
      ) : (
        <>
          <AddStaffForm salonId={salon.id} />
          <StaffList staff={staff} services={services} links={links} />
          <AvailableServices staff={staff} services={services} links={links} />
        </>
      )}
    </div>
  );
}
