// A backup file's row problems in the owner's language (see domain-texts.ts): the table and the
// kind of row a problem names are the registry's English, written here in her words. Part of the
// domainText tables' chunk (domain-text-table.ts spreads these in).
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TextValues } from '../domain/texts';

/** The backup's tables by the registry's label (src/domain/backup.ts names a row's table by it). */
const TABLE_LABELS: Record<string, MessageDescriptor> = {
  services: msg({ context: 'backup table', message: 'services' }),
  staff: msg({ context: 'backup table', message: 'staff' }),
  'staff service links': msg({ context: 'backup table', message: 'staff service links' }),
  'business hours': msg({ context: 'backup table', message: 'business hours' }),
  FAQs: msg({ context: 'backup table', message: 'FAQs' }),
  'staff schedules': msg({ context: 'backup table', message: 'staff schedules' }),
  customers: msg({ context: 'backup table', message: 'customers' }),
  appointments: msg({ context: 'backup table', message: 'appointments' }),
  calls: msg({ context: 'backup table', message: 'calls' }),
  'call transcript lines': msg({ context: 'backup table', message: 'call transcript lines' }),
  notifications: msg({ context: 'backup table', message: 'notifications' }),
  'message settings': msg({ context: 'backup table', message: 'message settings' }),
  'booking rules': msg({ context: 'backup table', message: 'booking rules' }),
  'staff time off': msg({ context: 'backup table', message: 'staff time off' }),
  'staff breaks': msg({ context: 'backup table', message: 'staff breaks' }),
  'regular weeks': msg({ context: 'backup table', message: 'regular weeks' }),
  'AI agent configuration': msg({ context: 'backup table', message: 'AI agent configuration' }),
};

/** What a row refers to, by the registry's noun for one row. */
const NOUNS: Record<string, MessageDescriptor> = {
  'staff member': msg({ context: 'backup reference', message: 'staff member' }),
  service: msg({ context: 'backup reference', message: 'service' }),
  customer: msg({ context: 'backup reference', message: 'customer' }),
  call: msg({ context: 'backup reference', message: 'call' }),
};

/** A value by its English in `words`, in the owner's language; one the table lacks as it came. */
const inWords = (words: Record<string, MessageDescriptor>, value: unknown, i18n: I18n): string => {
  const english = String(value);
  return Object.hasOwn(words, english) ? i18n._(words[english]) : english;
};

type Shaped = (values: TextValues, locale: string, i18n: I18n) => MessageDescriptor;

export const BACKUP_ROW_PROBLEMS: Record<string, Shaped> = {
  "This backup can't be restored: {table}, row {row} belongs to another salon. Nothing was changed.": (v, _l, i18n) => {
    const table = inWords(TABLE_LABELS, v.table, i18n);
    const row = String(v.row);
    return msg`This backup can't be restored: ${table}, row ${row} belongs to another salon. Nothing was changed.`;
  },
  "This backup can't be restored: {table}, row {row} repeats the id {id}. Nothing was changed.": (v, _l, i18n) => {
    const table = inWords(TABLE_LABELS, v.table, i18n);
    const row = String(v.row);
    const id = String(v.id);
    return msg`This backup can't be restored: ${table}, row ${row} repeats the id ${id}. Nothing was changed.`;
  },
  "This backup can't be restored: {table}, row {row} has an id that does not match its contents. Nothing was changed.": (v, _l, i18n) => {
    const table = inWords(TABLE_LABELS, v.table, i18n);
    const row = String(v.row);
    return msg`This backup can't be restored: ${table}, row ${row} has an id that does not match its contents. Nothing was changed.`;
  },
  // A value the schema refused: the English carries zod's words, so the sentence is made from the
  // parts (backup.ts, schemaProblem); the field is the file's own name for it, as in the file.
  "This backup can't be restored: {place}: {detail}. Nothing was changed.": (v, _l, i18n) => {
    const field = String(v.field);
    const missing = v.kind === 'missing';
    if (v.at === 'row') {
      const table = inWords(TABLE_LABELS, v.table, i18n);
      const row = String(v.row);
      return missing
        ? msg`This backup can't be restored: ${table}, row ${row}: ${field} is missing. Nothing was changed.`
        : msg`This backup can't be restored: ${table}, row ${row}: ${field} is not valid. Nothing was changed.`;
    }
    if (v.at === 'salon')
      return missing
        ? msg`This backup can't be restored: the salon's ${field} is missing. Nothing was changed.`
        : msg`This backup can't be restored: the salon's ${field} is not valid. Nothing was changed.`;
    if (v.at === 'table') {
      const table = inWords(TABLE_LABELS, v.table, i18n);
      return msg`This backup can't be restored: ${table} is not a list of rows. Nothing was changed.`;
    }
    const place = String(v.place);
    return msg`This backup can't be restored: ${place} is missing or not valid. Nothing was changed.`;
  },
  "This backup can't be restored: it does not say which backup format it is (this app reads format {current}). Nothing was changed.": (v) => {
    const current = String(v.current);
    return msg`This backup can't be restored: it does not say which backup format it is (this app reads format ${current}). Nothing was changed.`;
  },
  "This backup can't be restored: {table}, row {row} refers to a {what} ({value}) that is not in the backup. Nothing was changed.": (v, _l, i18n) => {
    const table = inWords(TABLE_LABELS, v.table, i18n);
    const what = inWords(NOUNS, v.what, i18n);
    const row = String(v.row);
    const value = String(v.value);
    return msg`This backup can't be restored: ${table}, row ${row} refers to a ${what} (${value}) that is not in the backup. Nothing was changed.`;
  },
};
