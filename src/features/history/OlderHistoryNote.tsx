import { Trans } from '@lingui/react/macro';
import { useOlderHistory } from '../../data/use-older-history';

/**
 * A quiet line for a screen that reads the salon's history (a client's visits, search, call
 * figures, a backup) while this device is still fetching the older part of it: what the screen
 * shows is then true from that day on, not before. Nothing once the device holds it all.
 * `needsBefore`: the earliest day the screen shows; the line appears only when history before
 * the day the device lacks would be in it (absent: any gap counts).
 */
export function OlderHistoryNote({ salonId, needsBefore }: { salonId: string | null | undefined; needsBefore?: string }) {
  const missingBefore = useOlderHistory(salonId);
  if (!missingBefore || (needsBefore !== undefined && needsBefore >= missingBefore)) return null;
  return (
    <p className="muted older-history-note" role="status" data-testid="older-history-note" data-missing-before={missingBefore}>
      <Trans>Bringing older history…</Trans>
    </p>
  );
}
