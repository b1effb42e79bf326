// The one way customer messages are rendered: the backend's sender renders every
// email and text with this module and the Salon Profile preview with content.ts (the same
// functions, without the calendar library). Pure: no I/O, no clock but the optional `now`.
import type { MessageKind } from '../types';
import { renderEmailContent, type EmailContent, type MessageFacts } from './content';
import { calendarFile, type CalendarFile } from './ics';
import { CALENDAR_FILE_WORDS } from './calendar-words';
import type { MessageTemplates } from './templates';
import { messageWords } from './words';

export * from './content';
export { appointmentInstant } from './instant';
export { calendarFile, eventUid, type CalendarFile } from './ics';

export interface RenderedEmail extends EmailContent {
  ics: CalendarFile;
}

/**
 * One email with its calendar file. `templates` are templatesFor(kind, settings) (our defaults
 * when left out); `now` is the file's DTSTAMP, a parameter so tests get the same bytes twice.
 */
export function renderEmail(
  kind: MessageKind,
  facts: MessageFacts,
  templates: MessageTemplates = messageWords(facts.language).templates[kind],
  now: Date = new Date(),
): RenderedEmail {
  return { ...renderEmailContent(kind, facts, templates), ics: calendarFile(kind, facts, now, CALENDAR_FILE_WORDS[facts.language ?? 'en']) };
}
