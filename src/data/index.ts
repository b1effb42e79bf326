// The read layer (docs/architecture.md#layers): every screen reads the device's database through these hooks,
// all built on one primitive (use-live-read.ts). Features import this folder and, for writes,
// src/db/repositories; never db/database, dexie or dexie-react-hooks (eslint.config.js).
// The hooks of a few screens only (use-availability, use-booking, use-messages, use-clients,
// use-appointment-table, use-calls) are imported from their own module instead of here, so they
// ride in that screen's chunk, not in the one every page loads.
export type { ConflictRow } from '../db/schema';
export { ownerDisplayName, salonDisplayName, type NameSources } from './display-names';
export { useActivityRows, type ActivityCallRows, type ActivityRows } from './use-activity';
export { useCallStatsSources } from './use-call-stats';
export type { CallStatsSources } from './queries/call-stats';
export {
  appointmentsBetweenRead,
  useAppointmentCount,
  useAppointmentsBetween,
  useAppointmentView,
  useCardSources,
  useUpcomingAppointments,
  useVisitParts,
  type AppointmentView,
  type CardSources,
} from './use-appointments';
export { useConflictRows, useUnresolvedConflicts, type ConflictRows, type UnresolvedConflicts } from './use-conflicts';
export { useNotificationFeed, type FeedNotification, type NotificationFeed } from './use-notifications';
export { dropPrimedReads, primeRead, type LiveReadSpec } from './primed-reads';
export { salonRead, useSalon } from './use-salon';
export { setupProgressRead, useSetupProgress, type SetupState } from './use-setup';
export {
  useBusinessHoursRows,
  useCustomers,
  useFaqs,
  useLatestSchedules,
  serviceRowsRead,
  staffRowsRead,
  useSchedules,
  useServiceRows,
  useServices,
  useStaff,
  useStaffRows,
  useStaffServices,
} from './use-salon-rows';
export { usePhoneIntegration, useSetting } from './use-settings';
