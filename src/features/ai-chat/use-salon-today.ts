// Today's date in the salon's zone, for "upcoming"; an unknown zone falls back to the device's.
import { useEffect, useState } from 'react';
import { todayIn } from '../../domain/dates';

function dateIn(zone: string | undefined): string {
  try {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a time zone's name, not words
    return todayIn(zone ?? 'UTC').date;
  } catch {
    return todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone).date;
  }
}

export function useSalonToday(zone: string | undefined): string {
  const [today, setToday] = useState(() => dateIn(zone));
  useEffect(() => {
    setToday(dateIn(zone));
    // Past midnight the list moves on by itself.
    const timer = window.setInterval(() => setToday(dateIn(zone)), 60_000);
    return () => window.clearInterval(timer);
  }, [zone]);
  return today;
}
