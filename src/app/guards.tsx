import { Navigate, Outlet } from 'react-router-dom';
import { useAuthState } from '../features/auth/use-auth';
import { Spinner } from '../ui';

/** /dashboard/*: only a signed-in owner gets in; a cached session counts while offline. */
export function RequireAuth() {
  const auth = useAuthState();
  if (auth.status === 'loading') return <Spinner fullPage />;
  if (auth.status === 'signed_out') return <Navigate to="/login" replace />;
  return <Outlet />;
}

/** /login and /register: a signed-in owner has nothing to do there. */
export function GuestOnly() {
  const auth = useAuthState();
  if (auth.status === 'loading') return <Spinner fullPage />;
  if (auth.status === 'signed_in') return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
