// Shows a system notification for each new unread booking or message while the app is open and
// the owner allowed it: whether it came from Sarah on this device or from another device by sync.
import { useEffect, useRef } from 'react';
import type { FeedNotification } from '../../data';
import { newAlerts } from '../../domain/notifications';
import { alertPermission, showSystemAlert } from './system-alerts';

export function useSystemAlerts(items: readonly FeedNotification[] | undefined, salonId: string | null | undefined): void {
  // What this page already alerted, or found waiting when it opened (null: nothing seen yet).
  const shown = useRef<{ salonId: string; ids: ReadonlySet<string> } | null>(null);
  useEffect(() => {
    if (!items || !salonId) return;
    const before = shown.current?.salonId === salonId ? shown.current.ids : null;
    const { alert, shown: next } = newAlerts(before, items);
    shown.current = { salonId, ids: next };
    if (alertPermission() !== 'granted') return;
    for (const n of alert) void showSystemAlert(n);
  }, [items, salonId]);
}
