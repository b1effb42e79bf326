// What the AI Performance section (Overview) and the Phone Integration screen show of Sarah's
// figures: labels, values and bars from callStats, and the words for a figure with no data.
// Nothing here makes a number up: a figure without data has `value: null` and says why.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CallPeriod, CallStats, Figure, NoDataReason } from '../../domain/call-stats';
import { formatPrice } from '../../domain/money';
import type { CallOutcome } from '../../domain/types';

export const PERIOD_LABELS: Record<CallPeriod, MessageDescriptor> = { today: msg`Today`, '7d': msg`7 days`, '30d': msg`30 days` };
const PERIOD_NOTES: Record<CallPeriod, MessageDescriptor> = { today: msg`Today`, '7d': msg`Last 7 days`, '30d': msg`Last 30 days` };
/** The note under the reply time: a sentence of its own per period, since languages place "today" differently. */
const REPLY_NOTES: Record<CallPeriod, MessageDescriptor> = {
  today: msg`Sarah's replies, today`,
  '7d': msg`Sarah's replies, last 7 days`,
  '30d': msg`Sarah's replies, last 30 days`,
};

/** The words in place of a number. */
const NO_DATA_TEXT: Record<NoDataReason, MessageDescriptor> = {
  no_calls: msg`No calls yet`,
  no_replies: msg`No replies yet`,
  not_measured: msg`Not measured yet`,
};

/** The one line for a period without calls. */
const NO_CALLS_TEXT: Record<CallPeriod, MessageDescriptor> = {
  today: msg`No calls yet today. Sarah's figures show here once she has talked to a customer.`,
  '7d': msg`No calls in the last 7 days. Sarah's figures show here once she has talked to a customer.`,
  '30d': msg`No calls in the last 30 days. Sarah's figures show here once she has talked to a customer.`,
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

const OUTCOME_LABELS: Record<CallOutcome, MessageDescriptor> = {
  booked: msg`Booked`,
  rescheduled: msg`Rescheduled`,
  cancelled: msg`Cancelled`,
  answered: msg`Questions answered`,
  message_taken: msg`Message taken`,
  failed: msg`Could not help`,
};

/** '850ms', '1.2s', '12.5s': the spec's "1.2s", for the measured number. */
export function formatReplyTime(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)}ms` : `${(Math.round(ms / 100) / 10).toFixed(1)}s`;
}

export const formatShare = (share: number): string => `${Math.round(share * 100)}%`;

function figure<T>(
  i18n: I18n,
  id: FigureId,
  label: MessageDescriptor,
  f: Figure<T>,
  show: (v: T) => string,
  note: (v: T | null) => string,
  bar?: (v: T) => number,
): FigureView {
  if (f.kind === 'no_data') return { id, label: i18n._(label), value: null, text: i18n._(NO_DATA_TEXT[f.reason]), note: note(null) };
  const value = show(f.value);
  return { id, label: i18n._(label), value, text: value, note: note(f.value), ...(bar ? { bar: bar(f.value) } : {}) };
}

/** The figures of one period, in the owner's language. */
export function callFiguresView(i18n: I18n, stats: CallStats, period: CallPeriod): CallFiguresView {
  const when = i18n._(PERIOD_NOTES[period]);
  const handledNote = (handled: number, ended: number) => i18n._(msg`${handled} of ${ended} calls, no message or hand-off`);
  const figures: FigureView[] = [
    figure(i18n, 'calls', msg`Calls handled`, stats.callsHandled, String, () => when),
    figure(
      i18n,
      'handled',
      msg`Handled without staff`,
      stats.handledWithoutStaff,
      (v) => formatShare(v.share),
      (v) => (v ? handledNote(v.handled, v.ended) : when),
      (v) => v.share,
    ),
    figure(i18n, 'reply', msg`Median reply time`, stats.medianReplyMs, formatReplyTime, () => i18n._(REPLY_NOTES[period])),
    figure(i18n, 'bookings', msg`Bookings by Sarah`, stats.bookings, String, () => when),
    figure(i18n, 'revenue', msg`Revenue from Sarah's bookings`, stats.revenue, formatPrice, () => i18n._(msg`Bookings not canceled`)),
  ];
  // Nothing measures satisfaction (no survey, no rating): the figure appears the day something does.
  if (stats.satisfaction.kind === 'value')
    figures.push(
      figure(
        i18n,
        'satisfaction',
        msg`Customer satisfaction`,
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
          label: i18n._(OUTCOME_LABELS[outcome]),
          count: stats.outcomes[outcome],
          share: stats.outcomes[outcome] / ended,
        }));
  return {
    period,
    figures,
    outcomes,
    noCalls: stats.callsHandled.kind === 'no_data' && stats.callsHandled.reason === 'no_calls' ? i18n._(NO_CALLS_TEXT[period]) : null,
  };
}
