import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CALLS_PAGE, useCallTranscript, useCallWindow } from '../../data/use-calls';
import { markMessageDone } from '../../db/repositories/calls';
import type { CallOutcome } from '../../domain/types';
import { Banner, Button, errorText, Spinner } from '../../ui';
import { useCurrentSalon } from '../auth/use-current-salon';
import { OlderHistoryNote } from '../history/OlderHistoryNote';
import { CallList } from './CallList';
import { isOutcome, outcomeOptions } from './calls-view';
import { TranscriptView } from './TranscriptView';
import './calls.css';

/**
 * Calls: Sarah's conversations, newest first, a window of them at a time. The open
 * call and the outcome filter live in the URL (?call=…&outcome=…), so a link can open a call.
 */
export function CallsPage() {
  const { t } = useLingui();
  const salon = useCurrentSalon();
  const salonId = salon?.id;
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('call');
  const outcomeParam = params.get('outcome');
  const outcome: CallOutcome | 'all' = isOutcome(outcomeParam) ? outcomeParam : 'all';
  const [query, setQuery] = useState('');
  // Typing stays quick: the list catches up with the search a frame later.
  const deferredQuery = useDeferredValue(query);
  const [limit, setLimit] = useState(CALLS_PAGE);
  const list = useCallWindow(salonId, { outcome, query: deferredQuery.trim(), limit });
  const transcript = useCallTranscript(salonId, selectedId);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const setParam = useCallback(
    (name: string, value: string | null) =>
      setParams((p) => {
        const next = new URLSearchParams(p);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      }),
    [setParams],
  );

  const onDone = useCallback(
    async (callId: string, done: boolean) => {
      setBusy(true);
      setError(null);
      try {
        await markMessageDone(callId, done);
      } catch (e) {
        setError(errorText(e, t`Failed to update the message`));
      } finally {
        setBusy(false);
      }
    },
    [t],
  );

  const filtered = outcome !== 'all' || deferredQuery.trim() !== '';

  return (
    <div className="page calls-page">
      <header className="page__head">
        <h1 className="page__title">
          <Trans>Calls</Trans>
        </h1>
        <p className="page__subtitle">
          <Trans>Every conversation Sarah had, what she did in it, and the messages she took for you.</Trans>
        </p>
      </header>

      {error ? <Banner tone="error">{error}</Banner> : null}

      <form className="calls-filters" role="search" aria-label={t`Find calls`} onSubmit={(e) => e.preventDefault()}>
        <label className="field">
          <span className="field__label">
            <Trans>Search calls</Trans>
          </span>
          <input
            className="field__input"
            type="search"
            placeholder={t`Name or phone`}
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setLimit(CALLS_PAGE);
            }}
          />
        </label>
        <label className="field">
          <span className="field__label">
            <Trans>Outcome</Trans>
          </span>
          <select
            className="field__input"
            value={outcome}
            onChange={(e) => {
              setParam('outcome', e.target.value === 'all' ? null : e.target.value);
              setLimit(CALLS_PAGE);
            }}
          >
            {outcomeOptions().map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
      </form>

      <div className="calls-grid">
        <section className="card calls-list-card" aria-label={t`Calls`}>
          {/* The list and its search reach only as far back as this device has fetched. */}
          <OlderHistoryNote salonId={salonId} />
          {!list ? (
            <Spinner label={t`Loading calls...`} />
          ) : list.rows.length === 0 ? (
            <p className="muted" data-testid="calls-empty">
              {filtered ? t`No calls match. Try another search or outcome.` : t`No calls yet. Conversations with Sarah (try AI Chat Test) show up here.`}
            </p>
          ) : (
            <>
              <CallList rows={list.rows} selectedId={selectedId} timeZone={salon?.time_zone} onSelect={(id) => setParam('call', id)} />
              {list.more ? (
                <Button variant="secondary" onClick={() => setLimit((n) => n + CALLS_PAGE)}>
                  <Trans>Show more</Trans>
                </Button>
              ) : null}
            </>
          )}
        </section>

        <div className="calls-detail" aria-live="polite">
          {!selectedId ? (
            <p className="card muted">
              <Trans>Choose a call to read its transcript.</Trans>
            </p>
          ) : transcript === undefined ? (
            <Spinner label={t`Loading transcript...`} />
          ) : transcript === null ? (
            <p className="card muted">
              <Trans>This call is not on this device.</Trans>
            </p>
          ) : (
            <TranscriptView transcript={transcript} timeZone={salon?.time_zone} onDone={(id, done) => void onDone(id, done)} busy={busy} />
          )}
        </div>
      </div>
    </div>
  );
}
