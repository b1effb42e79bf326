// The sidebar, in the order docs/behaviour.md#screens lists it.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface NavItem {
  /** Shown with `i18n._`, in the owner's language. */
  label: MessageDescriptor;
  to: string;
  icon: 'overview' | 'profile' | 'staff' | 'schedule' | 'appointments' | 'clients' | 'phone' | 'chat' | 'calls';
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: msg`Overview`, to: '/dashboard', icon: 'overview' },
  { label: msg`Salon Profile`, to: '/dashboard/profile', icon: 'profile' },
  { label: msg`Staff Management`, to: '/dashboard/staff', icon: 'staff' },
  { label: msg`Staff Schedule`, to: '/dashboard/schedule', icon: 'schedule' },
  { label: msg`Appointments`, to: '/dashboard/appointments', icon: 'appointments' },
  // The client cards, next to the bookings they are made of.
  { label: msg`Clients`, to: '/dashboard/clients', icon: 'clients' },
  { label: msg`Phone Integration`, to: '/dashboard/phone', icon: 'phone' },
  { label: msg`AI Chat Test`, to: '/dashboard/ai-chat', icon: 'chat' },
  // Sarah's conversations on record, right after the screen that makes them.
  { label: msg`Calls`, to: '/dashboard/calls', icon: 'calls' },
];
