import { Navigate, Outlet } from 'react-router-dom';
import { sessionStored } from '../../sync/auth-cache';
import { useAuthState } from '../features/auth/use-auth';
import { Spinner } from '../ui';

/** /dashboard/*: only a signed-in owner gets in; a cached session counts while offline. */
export function RequireAuth() {
  const auth = useAuthState();
  if (auth.status === 'loading') return <Spinner fullPage />;
  if (auth.status === 'signed_out') return <Navigate to="/login" replace />;
  return <Outlet />;
}

/**
 * /login and /register: a signed-in owner has nothing to do there. While the auth module is still
 * on its way, a device that keeps no session in the browser's storage (a visitor, an owner who
 * signed out) gets its form at once rather than a spinner until ~80 KB of Supabase client arrive;
 * should the module find a session after all (one only the worker's copy held), it sends the owner
 * on to the dashboard then.
 */
export function GuestOnly() {
  const auth = useAuthState();
  if (auth.status === 'signed_in') return <Navigate to="/dashboard" replace />;
  if (auth.status === 'loading' && sessionStored()) return <Spinner fullPage />;
  return <Outlet />;
}
