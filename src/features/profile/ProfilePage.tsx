import { useMemo } from 'react';
import { effectiveHours } from '../../domain/business-hours';
import { Spinner } from '../../ui';
import { useBusinessHoursRows, useFaqs, useServices } from '../../data';
import { useCurrentSalon } from '../auth/use-current-salon';
import { BackupSection } from './BackupSection';
import { BookingRulesSection } from './BookingRulesSection';
import { BusinessHoursForm } from './BusinessHoursForm';
import { FaqSection } from './FaqSection';
import { hoursToRows } from './hours-form';
import { MessageSettingsSection } from './MessageSettingsSection';
import { OnlineBookingSection } from './OnlineBookingSection';
import { SalonInfoForm } from './SalonInfoForm';
import { ServicesSection } from './ServicesSection';
import { StorageSection } from './StorageSection';
import { useStorageEstimate } from './use-storage-estimate';
import './profile.css';

export function ProfilePage() {
  const salon = useCurrentSalon();
  const salonId = salon?.id;
  const hoursRows = useBusinessHoursRows(salonId);
  const services = useServices(salonId);
  const faqs = useFaqs(salonId);
  const storage = useStorageEstimate();
  // FAQs have no created_at; their write stamp keeps them in the order they were added.
  const savedWeek = useMemo(() => (hoursRows ? hoursToRows(effectiveHours(hoursRows)) : undefined), [hoursRows]);
  const orderedFaqs = useMemo(() => faqs?.slice().sort((a, b) => a.updated_at.localeCompare(b.updated_at)), [faqs]);

  return (
    <div className="page profile">
      <header className="page__head">
        <h1 className="page__title">Salon Profile</h1>
        <p className="page__subtitle">Manage your salon information and AI agent data</p>
      </header>
      {salon === undefined ? (
        <Spinner label="Loading salon profile..." />
      ) : salon === null ? (
        <p className="card muted">Your salon profile is being set up on this device.</p>
      ) : (
        <>
          <SalonInfoForm key={salon.id} salon={salon} />
          {savedWeek === undefined ? (
            <Spinner label="Loading business hours..." />
          ) : (
            // Spec §4 defaults fill the days without saved rows.
            <BusinessHoursForm key={salon.id} salonId={salon.id} savedRows={savedWeek} />
          )}
          <ServicesSection salonId={salon.id} services={services} />
          <BookingRulesSection key={`rules-${salon.id}`} salonId={salon.id} />
          <OnlineBookingSection key={`online-${salon.id}`} salonId={salon.id} />
          <FaqSection salonId={salon.id} faqs={orderedFaqs} />
          <MessageSettingsSection key={salon.id} salon={salon} />
          <StorageSection facts={storage.facts} />
          <BackupSection salonId={salon.id} salonName={salon.name || 'your salon'} onRestored={storage.refresh} />
        </>
      )}
    </div>
  );
}
