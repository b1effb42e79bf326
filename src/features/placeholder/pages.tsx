import { ComingSoonPage } from './ComingSoonPage';

// Titles are the spec's (§2); each is replaced by its real screen in a later issue.
export const ProfilePage = () => <ComingSoonPage title="Salon Profile" subtitle="Manage your salon information and AI agent data" />;
export const StaffPage = () => <ComingSoonPage title="Staff Management" />;
export const SchedulePage = () => <ComingSoonPage title="Staff Schedule Management" />;
export const AppointmentsPage = () => <ComingSoonPage title="Customer Appointments" />;
export const PhonePage = () => <ComingSoonPage title="Phone Integration" />;
export const AiChatPage = () => (
  <ComingSoonPage title="AI Assistant Testing" subtitle="Test the AI assistant with real appointment booking capabilities" />
);
