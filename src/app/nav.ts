// The sidebar, in the order docs/behaviour.md#screens lists it.
export interface NavItem {
  label: string;
  to: string;
  icon: 'overview' | 'profile' | 'staff' | 'schedule' | 'appointments' | 'clients' | 'phone' | 'chat' | 'calls';
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Overview', to: '/dashboard', icon: 'overview' },
  { label: 'Salon Profile', to: '/dashboard/profile', icon: 'profile' },
  { label: 'Staff Management', to: '/dashboard/staff', icon: 'staff' },
  { label: 'Staff Schedule', to: '/dashboard/schedule', icon: 'schedule' },
  { label: 'Appointments', to: '/dashboard/appointments', icon: 'appointments' },
  // The client cards, next to the bookings they are made of.
  { label: 'Clients', to: '/dashboard/clients', icon: 'clients' },
  { label: 'Phone Integration', to: '/dashboard/phone', icon: 'phone' },
  { label: 'AI Chat Test', to: '/dashboard/ai-chat', icon: 'chat' },
  // Sarah's conversations on record, right after the screen that makes them.
  { label: 'Calls', to: '/dashboard/calls', icon: 'calls' },
];
