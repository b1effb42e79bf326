import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Spinner } from '../../ui';
import { useServices, useStaff, useStaffServices } from '../../data';
// Straight from its module, not the barrel: only this screen's chunk carries it (the /dashboard JS budget).
import { useStaffBreaks, useTimeOff } from '../../data/use-booking';
import { isValidTimeZone, todayIn } from '../../domain/dates';
import { useCurrentSalon } from '../auth/use-current-salon';
import { AddStaffForm } from './AddStaffForm';
import { AvailableServices } from './AvailableServices';
import { StaffList } from './StaffList';
import './staff.css';

export function StaffPage() {
  const { t } = useLingui();
  const salon = useCurrentSalon();
  const salonId = salon?.id;
  const staff = useStaff(salonId);
  const services = useServices(salonId);
  const links = useStaffServices(salonId);
  const timeOff = useTimeOff(salonId);
  const breaks = useStaffBreaks(salonId);
  // The salon's today decides which time off is past; a bad zone name falls back to the device's.
  const zone = salon && isValidTimeZone(salon.time_zone) ? salon.time_zone : Intl.DateTimeFormat().resolvedOptions().timeZone;
  const today = useMemo(() => todayIn(zone).date, [zone]);

  return (
    <div className="page staff-page">
      <header className="page__head">
        <h1 className="page__title">
          <Trans>Staff Management</Trans>
        </h1>
        <p className="page__subtitle">
          <Trans>Manage your team and the services each member performs</Trans>
        </p>
      </header>
      {salon === undefined ? (
        <Spinner label={t`Loading staff...`} />
      ) : salon === null ? (
        <p className="card muted">
          <Trans>Your salon profile is being set up on this device.</Trans>
        </p>
      ) : (
        <>
          <AddStaffForm salonId={salon.id} />
          <StaffList salonId={salon.id} today={today} staff={staff} services={services} links={links} timeOff={timeOff} breaks={breaks} />
          <AvailableServices staff={staff} services={services} links={links} />
        </>
      )}
    </div>
  );
}
