// What the AI Performance section (Overview) and the Phone Integration screen show of Sarah's
// figures: labels, values and bars from callStats, and the words for a figure with no data.
// Nothing here makes a number up: a figure without data has `value: null` and says why.
import type { CallPeriod, CallStats, Figure, NoDataReason } from '../../domain/call-stats';
import { formatPrice } from '../../domain/money';
import type { CallOutcome } from '../../domain/types';

export const PERIOD_LABELS: Record<CallPeriod, string> = { today: 'Today', '7d': '7 days', '30d': '30 days' };
const PERIOD_NOTES: Record<CallPeriod, string> = { today: 'Today', '7d': 'Last 7 days', '30d': 'Last 30 days' };

/** The words in place of a number. */
export const NO_DATA_TEXT: Record<NoDataReason, string> = {
  no_calls: 'No calls yet',
  no_replies: 'No replies yet',
  not_measured: 'Not measured yet',
};

/** The one line for a period without calls. */
export const NO_CALLS_TEXT: Record<CallPeriod, string> = {
  today: "No calls yet today. Sarah's figures show here once she has talked to a customer.",
  '7d': "No calls in the last 7 days. Sarah's figures show here once she has talked to a customer.",
  '30d': "No calls in the last 30 days. Sarah's figures show here once she has talked to a customer.",
};

export type FigureId = 'calls' | 'handled' | 'reply' | 'bookings' | 'revenue' | 'satisfaction';

export interface FigureView {
  id: FigureId;
  label: string;
  /** The number as shown, or null when there is no data (then `text` says so). */
  value: string | null;
  text: string;
  note: string;
  /** 0..1 for a figure drawn as a bar. */
  bar?: number;
}

export interface OutcomeBar {
  outcome: CallOutcome;
  label: string;
  count: number;
  /** Share of the ended calls, 0..1. */
  share: number;
}

export interface CallFiguresView {
  period: CallPeriod;
  /** No call in the period: one sentence stands in for the figures (never the same words five times). */
  noCalls: string | null;
  figures: FigureView[];
  /** Ended calls by outcome; empty when no call ended in the period. */
  outcomes: OutcomeBar[];
}

export const OUTCOME_LABELS: Record<CallOutcome, string> = {
  booked: 'Booked',
  rescheduled: 'Rescheduled',
  cancelled: 'Cancelled',
  answered: 'Questions answered',
  message_taken: 'Message taken',
  failed: 'Could not help',
};

/** '850ms', '1.2s', '12.5s': the spec's "1.2s", for the measured number. */
export function formatReplyTime(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)}ms` : `${(Math.round(ms / 100) / 10).toFixed(1)}s`;
}

export const formatShare = (share: number): string => `${Math.round(share * 100)}%`;

function figure<T>(id: FigureId, label: string, f: Figure<T>, show: (v: T) => string, note: (v: T | null) => string, bar?: (v: T) => number): FigureView {
  if (f.kind === 'no_data') return { id, label, value: null, text: NO_DATA_TEXT[f.reason], note: note(null) };
  const value = show(f.value);
  return { id, label, value, text: value, note: note(f.value), ...(bar ? { bar: bar(f.value) } : {}) };
}

export function callFiguresView(stats: CallStats, period: CallPeriod): CallFiguresView {
  const when = PERIOD_NOTES[period];
  const figures: FigureView[] = [
    figure('calls', 'Calls handled', stats.callsHandled, String, () => when),
    figure(
      'handled',
      'Handled without staff',
      stats.handledWithoutStaff,
      (v) => formatShare(v.share),
      (v) => (v ? `${v.handled} of ${v.ended} calls, no message or hand-off` : when),
      (v) => v.share,
    ),
    figure('reply', 'Median reply time', stats.medianReplyMs, formatReplyTime, () => `Sarah's replies, ${when.toLowerCase()}`),
    figure('bookings', 'Bookings by Sarah', stats.bookings, String, () => when),
    figure('revenue', "Revenue from Sarah's bookings", stats.revenue, formatPrice, () => 'Bookings not canceled'),
  ];
  // Nothing measures satisfaction (no survey, no rating): the figure appears the day something does.
  if (stats.satisfaction.kind === 'value')
    figures.push(
      figure(
        'satisfaction',
        'Customer satisfaction',
        stats.satisfaction,
        (v) => v.toFixed(1),
        () => when,
      ),
    );

  const ended = Object.values(stats.outcomes).reduce((a, b) => a + b, 0);
  const outcomes =
    ended === 0
      ? []
      : (Object.keys(OUTCOME_LABELS) as CallOutcome[]).map((outcome) => ({
          outcome,
          label: OUTCOME_LABELS[outcome],
          count: stats.outcomes[outcome],
          share: stats.outcomes[outcome] / ended,
        }));
  return {
    period,
    figures,
    outcomes,
    noCalls: stats.callsHandled.kind === 'no_data' && stats.callsHandled.reason === 'no_calls' ? NO_CALLS_TEXT[period] : null,
  };
}
