// Reads for the overview beyond the shared salon hooks.
import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { useActivityRows } from '../../data';
import { ACTIVITY_LIMIT, recentActivity, type ActivityItem } from './activity';

/** The latest changes across the salon's tables, live ([] without a salon). */
export function useRecentActivity(salonId: string | null | undefined, limit = ACTIVITY_LIMIT, locale?: string): ActivityItem[] | undefined {
  const rows = useActivityRows(salonId, limit);
  const { i18n } = useLingui();
  // Written at each render (a few lines from rows already read), so a change of language shows at once.
  return rows === undefined ? undefined : rows === null ? [] : recentActivity(i18n, rows, limit, locale);
}

/** The current time, refreshed every `intervalMs`, so "5 minutes ago" and "upcoming" stay true. */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
