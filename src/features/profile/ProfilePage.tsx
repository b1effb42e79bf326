import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
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

/** The page's sections, in order: the in-page nav's links and the anchors other screens link to. */
export const PROFILE_SECTIONS = [
  { id: 'basic-information', label: msg`Basic information` },
  { id: 'business-hours', label: msg`Hours` },
  { id: 'services', label: msg`Services` },
  { id: 'booking-rules', label: msg`Booking rules` },
  { id: 'online-booking', label: msg`Online booking` },
  { id: 'ai-training', label: msg`AI training` },
  { id: 'customer-messages', label: msg`Messages` },
  { id: 'storage', label: msg`Storage` },
  { id: 'backup', label: msg`Backup` },
] as const;
type SectionId = (typeof PROFILE_SECTIONS)[number]['id'];

/** One section's anchor: the nav and links like /dashboard/profile#services land on it. */
function Anchor({ id, children }: { id: SectionId; children: ReactNode }) {
  return (
    <div id={id} className="profile__anchor">
      {children}
    </div>
  );
}

/** Salon Profile is long (nine sections, seven save buttons): a nav to each, sticky under the top bar on wide screens. */
function SectionNav() {
  const { t, i18n } = useLingui();
  return (
    <nav className="profile-nav" aria-label={t`Sections of Salon Profile`}>
      <ul>
        {PROFILE_SECTIONS.map((s) => (
          <li key={s.id}>
            <a href={`#${s.id}`}>{i18n._(s.label)}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function ProfilePage() {
  const { t } = useLingui();
  const salon = useCurrentSalon();
  const salonId = salon?.id;
  const hoursRows = useBusinessHoursRows(salonId);
  const services = useServices(salonId);
  const faqs = useFaqs(salonId);
  const storage = useStorageEstimate();
  // FAQs have no created_at; their write stamp keeps them in the order they were added.
  const savedWeek = useMemo(() => (hoursRows ? hoursToRows(effectiveHours(hoursRows)) : undefined), [hoursRows]);
  const orderedFaqs = useMemo(() => faqs?.slice().sort((a, b) => a.updated_at.localeCompare(b.updated_at)), [faqs]);
  // A link from another screen (the Overview's checklist) names a section: it is on screen only
  // once the salon is read, so the page scrolls to it then, as the browser would have.
  const { hash } = useLocation();
  const loaded = !!salon && savedWeek !== undefined;
  useEffect(() => {
    if (!loaded || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [loaded, hash]);

  return (
    <div className="page profile">
      <header className="page__head">
        <h1 className="page__title">
          <Trans>Salon Profile</Trans>
        </h1>
        <p className="page__subtitle">
          <Trans>Manage your salon information and AI agent data</Trans>
        </p>
      </header>
      {salon === undefined ? (
        <Spinner label={t`Loading salon profile...`} />
      ) : salon === null ? (
        <p className="card muted">
          <Trans>Your salon profile is being set up on this device.</Trans>
        </p>
      ) : (
        <>
          <SectionNav />
          <Anchor id="basic-information">
            <SalonInfoForm key={salon.id} salon={salon} />
          </Anchor>
          <Anchor id="business-hours">
            {savedWeek === undefined ? (
              <Spinner label={t`Loading business hours...`} />
            ) : (
              // The default hours fill the days without saved rows.
              <BusinessHoursForm key={salon.id} salonId={salon.id} savedRows={savedWeek} />
            )}
          </Anchor>
          <Anchor id="services">
            <ServicesSection salonId={salon.id} services={services} />
          </Anchor>
          <Anchor id="booking-rules">
            <BookingRulesSection key={`rules-${salon.id}`} salonId={salon.id} />
          </Anchor>
          <Anchor id="online-booking">
            <OnlineBookingSection key={`online-${salon.id}`} salonId={salon.id} />
          </Anchor>
          <Anchor id="ai-training">
            <FaqSection salonId={salon.id} faqs={orderedFaqs} />
          </Anchor>
          <Anchor id="customer-messages">
            <MessageSettingsSection key={salon.id} salon={salon} />
          </Anchor>
          <Anchor id="storage">
            <StorageSection facts={storage.facts} />
          </Anchor>
          <Anchor id="backup">
            <BackupSection salonId={salon.id} salonName={salon.name || t`your salon`} onRestored={storage.refresh} />
          </Anchor>
        </>
      )}
    </div>
  );
}
