import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, Outlet, ScrollRestoration } from 'react-router-dom';
import { Spinner } from '../ui';

// Every screen is its own chunk, loaded when its route matches: the landing page never pulls in
// dashboard code, and the dashboard never waits for marketing copy.
function lazyPage<M>(load: () => Promise<M>, pick: (m: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

// The guards read the auth state, which brings the Supabase client: the landing page needs neither.
const guards = () => import('./guards');

function Root() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

const PageSpinner = () => <Spinner fullPage />;

export const router = createBrowserRouter([
  {
    path: '/',
    Component: Root,
    HydrateFallback: PageSpinner,
    children: [
      { index: true, lazy: lazyPage(() => import('../features/landing/LandingPage'), (m) => m.LandingPage) },
      {
        lazy: lazyPage(guards, (m) => m.GuestOnly),
        children: [
          { path: 'login', lazy: lazyPage(() => import('../features/auth/LoginPage'), (m) => m.LoginPage) },
          { path: 'register', lazy: lazyPage(() => import('../features/auth/RegisterPage'), (m) => m.RegisterPage) },
        ],
      },
      {
        path: 'dashboard',
        lazy: lazyPage(guards, (m) => m.RequireAuth),
        children: [
          {
            lazy: lazyPage(() => import('./DashboardLayout'), (m) => m.DashboardLayout),
            children: [
              { index: true, lazy: lazyPage(() => import('../features/overview/OverviewPage'), (m) => m.OverviewPage) },
              { path: 'profile', lazy: lazyPage(() => import('../features/profile/ProfilePage'), (m) => m.ProfilePage) },
              { path: 'staff', lazy: lazyPage(() => import('../features/staff/StaffPage'), (m) => m.StaffPage) },
              { path: 'schedule', lazy: lazyPage(() => import('../features/schedule/SchedulePage'), (m) => m.SchedulePage) },
              { path: 'appointments', lazy: lazyPage(() => import('../features/appointments/AppointmentsPage'), (m) => m.AppointmentsPage) },
              { path: 'conflicts', lazy: lazyPage(() => import('../features/conflicts/ConflictsPage'), (m) => m.ConflictsPage) },
              { path: 'phone', lazy: lazyPage(() => import('../features/phone/PhonePage'), (m) => m.PhonePage) },
              { path: 'ai-chat', lazy: lazyPage(() => import('../features/ai-chat/AiChatPage'), (m) => m.AiChatPage) },
              { path: '*', element: <Navigate to="/dashboard" replace /> },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);
